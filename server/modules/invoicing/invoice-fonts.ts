import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The fonts invoices are set in: DejaVu Sans, regular and bold, embedded (as a subset) in every PDF.
 * It covers every language the shop speaks (ł, ő, ş, å and the rest that pdf-lib's built-in
 * WinAnsi fonts lack), and an embedded font is what PDF/A requires of an archived document. Read
 * from the package once per process.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null

export function invoiceFonts() {
  fonts ??= Promise.all([readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))])
    .then(([regular, bold]) => ({ regular, bold }))
  return fonts
}
