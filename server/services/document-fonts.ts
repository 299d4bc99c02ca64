import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'

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

/**
 * The two font files' bytes, read once per process. Plain Uint8Array copies: pdf-lib checks its inputs
 * with `instanceof Uint8Array`, which a Node Buffer fails where the global Uint8Array is another
 * realm's (a DOM test environment).
 */
export function documentFonts() {
  fonts ??= Promise.all([readFile(DOCUMENT_FONT_FILES.regular), readFile(DOCUMENT_FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }))
  return fonts
}

const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>()

/**
 * fontkit for pdf-lib's registerFontkit, parsing each font file once per process instead of once per
 * document: parsing DejaVu Sans is most of what a one-page PDF costs (a card PDF is made for every
 * card issued). A parsed font is only read when a document takes its subset, so sharing it is safe.
 */
export const documentFontkit: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName)
    let font = parsedFonts.get(data)
    if (!font) parsedFonts.set(data, font = fontkit.create(data))
    return font
  },
}
