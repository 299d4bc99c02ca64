import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The shop's document font: DejaVu Sans, regular and bold, from its npm package. It covers every
 * language the shop speaks (ł, ő, ş, å and the rest that pdf-lib's built-in WinAnsi fonts lack), and
 * it is the same on every machine, so a rendered card or PDF never depends on the host's fonts.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')

export const DOCUMENT_FONT_FAMILY = 'DejaVu Sans'
export const DOCUMENT_FONT_FILES = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null

/** The two font files' bytes, read once per process. */
export function documentFonts() {
  fonts ??= Promise.all([readFile(DOCUMENT_FONT_FILES.regular), readFile(DOCUMENT_FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
  return fonts
}
