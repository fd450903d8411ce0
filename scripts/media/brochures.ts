// The conference and private-party brochures (the venue pages' downloads), drawn as real PDFs
// from what scripts/media/brochure-content.ts says they hold.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { hotel, hotelAddressLine } from "../../content/hotel.ts";
import { conferenceBrochureContent, privatePartyBrochureContent, type BrochureBlock, type BrochureContent } from "./brochure-content.ts";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BURGUNDY = rgb(0.42, 0.12, 0.16);
const GOLD = rgb(0.72, 0.54, 0.23);
const INK = rgb(0.18, 0.14, 0.12);

interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Writes text down a page, wrapping lines and starting a new page when it runs out of room. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
    title: string,
  ) {
    this.page = this.newPage();
    this.page.drawRectangle({ x: 0, y: A4.height - 150, width: A4.width, height: 150, color: BURGUNDY });
    this.page.drawRectangle({ x: 0, y: A4.height - 156, width: A4.width, height: 6, color: GOLD });
    this.page.drawText(hotel.name.toUpperCase(), { x: MARGIN, y: A4.height - 60, size: 11, font: fonts.sansBold, color: GOLD });
    this.page.drawText(title, { x: MARGIN, y: A4.height - 105, size: 28, font: fonts.serifBold, color: rgb(1, 1, 1) });
    this.y = A4.height - 195;
  }

  private newPage(): PDFPage {
    const page = this.document.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return page;
  }

  private ensure(space: number): void {
    if (this.y - space < MARGIN + 30) this.page = this.newPage();
  }

  heading(text: string): void {
    this.ensure(50);
    this.y -= 14;
    this.page.drawText(text, { x: MARGIN, y: this.y, size: 16, font: this.fonts.serifBold, color: BURGUNDY });
    this.y -= 8;
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: 40, height: 2, color: GOLD });
    this.y -= 18;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number; bullet?: boolean } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.fonts.sansBold : this.fonts.sans;
    const indent = options.indent ?? 0;
    const width = A4.width - 2 * MARGIN - indent - (options.bullet ? 12 : 0);
    const lines = wrap(text, font, size, width);
    lines.forEach((line, index) => {
      this.ensure(size + 6);
      if (options.bullet && index === 0) this.page.drawText("•", { x: MARGIN + indent, y: this.y, size, font, color: GOLD });
      this.page.drawText(line, { x: MARGIN + indent + (options.bullet ? 12 : 0), y: this.y, size, font, color: INK });
      this.y -= size + 5;
    });
    this.y -= 4;
  }

  footer(): void {
    const text = `${hotel.name} · ${hotelAddressLine} · ${hotel.phone.display} · ${hotel.email}`;
    for (const page of this.document.getPages()) {
      page.drawText(text, { x: MARGIN, y: 30, size: 8, font: this.fonts.sans, color: rgb(0.4, 0.35, 0.3) });
    }
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The standard PDF fonts speak WinAnsi only: typographic quotes and dashes become plain ones. */
function winAnsi(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, "-").replace(/…/g, "...");
}

function draw(writer: Writer, block: BrochureBlock): void {
  if (block.kind === "heading") writer.heading(winAnsi(block.text));
  else if (block.kind === "paragraph") writer.paragraph(winAnsi(block.text), { bold: block.bold, size: block.size });
  else writer.paragraph(winAnsi(block.text), { bullet: true, indent: block.indent });
}

async function newDocument(title: string): Promise<{ document: PDFDocument; writer: Writer }> {
  const document = await PDFDocument.create();
  document.setTitle(`${title} | ${hotel.name}`);
  document.setAuthor(hotel.name);
  document.setSubject(`${title} at ${hotel.name}, ${hotel.address.locality}`);
  document.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  document.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const fonts: Fonts = {
    serif: await document.embedFont(StandardFonts.TimesRoman),
    serifBold: await document.embedFont(StandardFonts.TimesRomanBold),
    sans: await document.embedFont(StandardFonts.Helvetica),
    sansBold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  return { document, writer: new Writer(document, fonts, title) };
}

async function brochurePdf(content: BrochureContent): Promise<Uint8Array> {
  const { document, writer } = await newDocument(content.title);
  document.setKeywords(content.keywords);
  for (const block of content.blocks) draw(writer, block);
  writer.footer();
  return document.save({ useObjectStreams: false });
}

export function conferenceBrochure(): Promise<Uint8Array> {
  return brochurePdf(conferenceBrochureContent());
}

export function privatePartyBrochure(): Promise<Uint8Array> {
  return brochurePdf(privatePartyBrochureContent());
}

/** File name under /brochures/ -> builder; the paths match src/web/features/events/brochure-link.tsx. */
export const BROCHURES: Record<string, () => Promise<Uint8Array>> = {
  "conference-brochure.pdf": conferenceBrochure,
  "private-party-brochure.pdf": privatePartyBrochure,
};
