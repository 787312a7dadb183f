/**
 * The text of a PDF as a reader sees it (pdfjs-dist): every text item of every page, joined by
 * spaces. For tests that check what a generated PDF prints (the signature sheet, "my data").
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text item of `bytes`' pages, in order, joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    for (const item of (await (await pdf.getPage(i)).getTextContent()).items) if ('str' in item) out.push(item.str);
  }
  return out.join(' ');
}
