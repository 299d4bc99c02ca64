import { createRequire } from 'node:module'
import path from 'node:path'
import jsQR from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdf.js reads the metrics of the 14 standard fonts from its package's files.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

interface TextItem { page: number; x: number; y: number; width: number; text: string }

/** Every piece of text of a PDF as a reader extracts it (Mozilla's pdf.js), with where it stands. */
async function textItems(bytes: Uint8Array): Promise<TextItem[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise
  const items: TextItem[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent()
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue
      items.push({ page: number, x: item.transform[4] as number, y: Math.round(item.transform[5] as number), width: item.width, text: item.str.trim() })
    }
  }
  await document.destroy()
  return items
}

const lines = (items: TextItem[]) => {
  const rows = new Map<string, TextItem[]>()
  for (const item of items) rows.set(`${item.page}:${item.y}`, [...(rows.get(`${item.page}:${item.y}`) ?? []), item])
  return [...rows.values()]
    .sort((a, b) => a[0]!.page - b[0]!.page || b[0]!.y - a[0]!.y)
    .map((row) => row.sort((a, b) => a.x - b.x))
}

/** The text of a PDF, one string per line: the pieces on one baseline, left to right. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return lines(await textItems(bytes)).map((row) => row.map((item) => item.text).join(' '))
}

/** Pieces of text on one line that run into each other (a label into its value, a name into a column). */
export async function overlappingTexts(bytes: Uint8Array): Promise<string[]> {
  return lines(await textItems(bytes)).flatMap((row) => row.slice(1).flatMap((item, index) => {
    const before = row[index]!
    return before.x + before.width > item.x + 0.5 ? [`"${before.text}" runs into "${item.text}"`] : []
  }))
}

/** The QR codes a scanner finds on each page of a PDF, drawn at 3 pixels a point (jsQR reads one per page). */
export async function qrCodesOn(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise
  const found: string[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number)
    const viewport = page.getViewport({ scale: 3 })
    // pdf.js draws on @napi-rs/canvas in Node (its optional dependency); its factory is untyped.
    const factory = document.canvasFactory as { create: (width: number, height: number) => { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } }
    const { canvas, context } = factory.create(viewport.width, viewport.height)
    await page.render({ canvas, canvasContext: context, viewport }).promise
    const image = context.getImageData(0, 0, viewport.width, viewport.height)
    const code = jsQR(image.data, image.width, image.height)
    if (code) found.push(code.data)
  }
  await document.destroy()
  return found
}
