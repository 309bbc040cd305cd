import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDate, formatPaise } from '@contract/format.ts';
import { GST_STATES } from '@contract/vocabulary.ts';
import PDFDocument from 'pdfkit';
import { scriptRuns } from '../certificates/index.ts';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceRow } from './invoices.ts';

const require = createRequire(import.meta.url);
const devanagariFont = (weight: 400 | 600) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    ),
  );
// The certificate's fonts (ADR 027): Helvetica for Latin text, and Noto Sans Devanagari for
// Devanagari names and for '₹', which Helvetica's WinAnsi encoding does not have. Read once.
const FONTS = { regular: devanagariFont(400), bold: devanagariFont(600) };

const INK = '#1b2a41';
const MUTED = '#5b6472';
const RULE = '#c9ced6';
const ACCENT = '#0b3c5d';

type Font = 'latin' | 'indic';

/**
 * Runs of one font: Devanagari and the rupee sign in Noto Sans Devanagari, the rest in Helvetica.
 * The certificate's `scriptRuns` finds the Devanagari; '₹' is split out of its Latin runs.
 */
function fontRuns(text: string): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  const push = (font: Font, part: string) => {
    if (part === '') return;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += part;
    else runs.push({ font, text: part });
  };
  for (const run of scriptRuns(text)) {
    if (run.script === 'devanagari') {
      push('indic', run.text);
      continue;
    }
    run.text.split(/(₹)/).forEach((part) => {
      push(part === '₹' ? 'indic' : 'latin', part);
    });
  }
  return runs;
}

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

function fontName(font: Font, bold: boolean | undefined): string {
  if (font === 'indic') return bold ? 'indic-bold' : 'indic';
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

function widthOf(doc: PDFKit.PDFDocument, text: string, style: Style): number {
  return fontRuns(text).reduce((sum, run) => {
    doc.font(fontName(run.font, style.bold)).fontSize(style.size);
    return sum + doc.widthOfString(run.text);
  }, 0);
}

/**
 * One line of text with its baseline at `y`, starting at `x` (or ending there with `align:
 * 'right'`), shrunk to fit `maxWidth` when given (a long name stays on its line, out of the next column).
 */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  given: Style & { align?: 'left' | 'right'; maxWidth?: number },
): void {
  let style = given;
  const natural = widthOf(doc, text, style);
  if (style.maxWidth !== undefined && natural > style.maxWidth) {
    style = { ...style, size: Math.max(6, (style.size * style.maxWidth) / natural) };
  }
  let at = style.align === 'right' ? x - widthOf(doc, text, style) : x;
  doc.fillColor(style.color ?? INK);
  for (const run of fontRuns(text)) {
    doc
      .font(fontName(run.font, style.bold))
      .fontSize(style.size)
      .text(run.text, at, y, { baseline: 'alphabetic', lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/**
 * Text wrapped to `width`, its first line's top at `y`; answers where the next line would start.
 * Mixed fonts are written as one paragraph of continued runs, so they wrap together.
 */
function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: Style & { width: number; lineGap?: number },
): number {
  const runs = fontRuns(text);
  doc.fillColor(style.color ?? INK);
  runs.forEach((run, index) => {
    doc.font(fontName(run.font, style.bold)).fontSize(style.size);
    const options = { width: style.width, lineGap: style.lineGap ?? 2, continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y;
}

/** 'Karnataka (29)': a state as the invoice names it. */
function stateName(code: string): string {
  const name = GST_STATES[code as keyof typeof GST_STATES];
  return name ? `${name} (${code})` : code;
}

const paise = (amount: number) => formatPaise(amount, { exact: true });

/** The page being drawn and the helpers every section uses. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  /** A horizontal rule across the text width at `y`. */
  rule: (y: number, color?: string, width?: number) => void;
  /** A small capitalised heading. */
  label: (text: string, x: number, y: number, align?: 'left' | 'right') => void;
}

/** A column of the table of lines: its heading, width (the description takes what is left) and cell. */
interface LineColumn {
  heading: string;
  width: number;
  align: 'left' | 'right';
  cell: string;
}

/**
 * The columns of the invoice's line (ADR 056): the taxable value, each tax with its rate, and the
 * line's total, so that rate × taxable value can be checked on the line itself. SAC 999293.
 */
function lineColumns(invoice: InvoiceRow): LineColumn[] {
  const half = invoice.ratePercent / 2;
  const amount = (heading: string, value: number): LineColumn => ({
    heading,
    width: 62,
    align: 'right',
    cell: paise(value),
  });
  const taxes = isIntraState(invoice)
    ? [amount(`CGST @ ${half}%`, invoice.cgst), amount(`SGST @ ${half}%`, invoice.sgst)]
    : [amount(`IGST @ ${invoice.ratePercent}%`, invoice.igst)];
  const lineTotal = invoice.taxableValue + invoice.cgst + invoice.sgst + invoice.igst;
  return [
    { heading: 'SAC', width: 40, align: 'left', cell: invoice.sac },
    { heading: 'Qty', width: 22, align: 'left', cell: '1' },
    amount('Taxable value', invoice.taxableValue),
    ...taxes,
    amount('Line total', lineTotal),
  ];
}

const isIntraState = (invoice: InvoiceRow) => invoice.buyerStateCode === invoice.supplierStateCode;

/** The supplier top left, the document's title, number and dates top right; answers the y below. */
function drawHeading(
  sheet: Sheet,
  invoice: InvoiceRow,
  original: InvoiceRow | undefined,
  title: string,
): number {
  const { doc, left, right } = sheet;
  doc.rect(0, 0, doc.page.width, 6).fill(ACCENT);
  line(doc, invoice.supplierName, left, 62, { size: 15, bold: true, color: ACCENT, maxWidth: 300 });
  const y = paragraph(doc, invoice.supplierAddress, left, 70, { size: 9, width: 270, color: MUTED });
  line(doc, `GSTIN: ${invoice.supplierGstin}`, left, y + 10, { size: 9, bold: true });
  line(doc, `State: ${stateName(invoice.supplierStateCode)}`, left, y + 23, { size: 9 });
  const supplierBottom = y + 23;

  line(doc, title.toUpperCase(), right, 64, { size: 20, bold: true, align: 'right' });
  const facts: [string, string][] = [
    [invoice.kind === 'credit_note' ? 'Credit note no.' : 'Invoice no.', invoice.number],
    ['Date of issue', formatDate(invoice.issuedAt)],
  ];
  if (original) {
    facts.push(['Against invoice', original.number], ['Invoice date', formatDate(original.issuedAt)]);
  }
  facts.forEach(([name, value], index) => {
    const baseline = 88 + index * 15;
    line(doc, name, right - 110, baseline, { size: 9, color: MUTED, align: 'right' });
    line(doc, value, right, baseline, { size: 9, bold: true, align: 'right' });
  });
  return Math.max(supplierBottom, 88 + (facts.length - 1) * 15) + 18;
}

/**
 * The recipient, and the place of supply beside it; answers the y below. A business (CGST Rule
 * 46(d)) is named by its legal name, with the learner as its contact; the billing address, the
 * state with its code and the GSTIN follow when given (46(d), (e); ADR 056).
 */
function drawRecipient(sheet: Sheet, invoice: InvoiceRow, top: number): number {
  const { doc, left, label } = sheet;
  const width = 270;
  const y = top + 20;
  label('Billed to', left, y);
  label('Place of supply', 330, y);
  line(doc, invoice.buyerLegalName ?? invoice.buyerName, left, y + 16, {
    size: 11,
    bold: true,
    maxWidth: width,
  });
  const contact = invoice.buyerLegalName
    ? `${invoice.buyerName} · ${invoice.buyerEmail}`
    : invoice.buyerEmail;
  line(doc, contact, left, y + 30, { size: 9, color: MUTED, maxWidth: width });
  let next = y + 44;
  if (invoice.buyerAddress) {
    // `paragraph` takes the top of its first line; the lines above are placed by their baselines.
    const below = paragraph(doc, invoice.buyerAddress, left, next - 7, { size: 9, width, lineGap: 1 });
    next = below + 7;
    const town = [invoice.buyerCity, invoice.buyerPincode].filter(Boolean).join(' ');
    if (town) {
      line(doc, town, left, next, { size: 9, maxWidth: width });
      next += 14;
    }
  }
  line(doc, `State: ${stateName(invoice.buyerStateCode)}`, left, next, { size: 9 });
  if (invoice.buyerGstin) {
    next += 14;
    line(doc, `GSTIN: ${invoice.buyerGstin}`, left, next, { size: 9, bold: true });
  }
  line(doc, stateName(invoice.buyerStateCode), 330, y + 16, { size: 11, bold: true });
  line(
    doc,
    isIntraState(invoice) ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST',
    330,
    y + 30,
    {
      size: 9,
      color: MUTED,
    },
  );
  line(doc, 'Reverse charge: No', 330, y + 44, { size: 9, color: MUTED });
  return next + 20;
}

/**
 * The table of lines (here one: the subscription) under a shaded header, each with its taxable
 * value, tax by rate and total; a coupon shows under the description as the value less the
 * discount (without GST). Answers the y below.
 */
function drawLines(sheet: Sheet, invoice: InvoiceRow, top: number): number {
  const { doc, left, right } = sheet;
  const columns = lineColumns(invoice);
  const indexAt = left + 8;
  const descriptionAt = left + 26;
  // Columns from the right edge leftwards; the description takes what they leave.
  let x = right - 6;
  const placed = [...columns].reverse().map((column) => {
    const at = column.align === 'right' ? x : x - column.width + 6;
    x -= column.width;
    return { ...column, at };
  });
  const descriptionWidth = x - descriptionAt - 4;
  doc.rect(left, top, right - left, 22).fill('#eef1f5');
  const headerBaseline = top + 14.5;
  const header = { size: 8, bold: true } as const;
  line(doc, '#', indexAt, headerBaseline, header);
  line(doc, 'Description of service', descriptionAt, headerBaseline, {
    ...header,
    maxWidth: descriptionWidth,
  });
  for (const column of placed)
    line(doc, column.heading, column.at, headerBaseline, { ...header, align: column.align });

  const y = top + 30;
  const cell = { size: 9 } as const;
  line(doc, '1', indexAt, y + 8, cell);
  let bottom = paragraph(doc, invoice.description, descriptionAt, y, { size: 9, width: descriptionWidth });
  if (invoice.discountValue > 0) {
    // Each on its own line: a wrapped paragraph could break between '₹' and its amount.
    const note = { size: 8, color: MUTED, maxWidth: descriptionWidth } as const;
    line(
      doc,
      `Value ${paise(invoice.taxableValue + invoice.discountValue)}`,
      descriptionAt,
      bottom + 8,
      note,
    );
    line(doc, `less discount ${paise(invoice.discountValue)}`, descriptionAt, bottom + 19, note);
    bottom += 22;
  }
  for (const column of placed) {
    line(doc, column.cell, column.at, y + 8, { ...cell, align: column.align, maxWidth: column.width - 6 });
  }
  return Math.max(bottom, y + 12) + 10;
}

/** The invoice's totals (the sums of its lines, and the round-off to what was paid) and the total in words. */
function drawTotals(sheet: Sheet, invoice: InvoiceRow, top: number): number {
  const { doc, left, right, label } = sheet;
  const valueAt = right - 6;
  const half = invoice.ratePercent / 2;
  const rows: [string, string][] = [];
  if (invoice.discountValue > 0) {
    rows.push(
      ['Value before discount', paise(invoice.taxableValue + invoice.discountValue)],
      ['Discount', paise(-invoice.discountValue)],
    );
  }
  rows.push(['Taxable value', paise(invoice.taxableValue)]);
  if (isIntraState(invoice)) {
    rows.push([`CGST @ ${half}%`, paise(invoice.cgst)], [`SGST @ ${half}%`, paise(invoice.sgst)]);
  } else {
    rows.push([`IGST @ ${invoice.ratePercent}%`, paise(invoice.igst)]);
  }
  if (invoice.roundOff !== 0) rows.push(['Round off', paise(invoice.roundOff)]);
  const labelsAt = 330;
  let y = top + 18;
  for (const [name, amount] of rows) {
    line(doc, name, labelsAt, y, { size: 9.5, color: MUTED });
    line(doc, amount, valueAt, y, { size: 9.5, align: 'right' });
    y += 17;
  }
  doc
    .moveTo(labelsAt, y - 8)
    .lineTo(right, y - 8)
    .lineWidth(0.75)
    .stroke(INK);
  y += 8;
  const isCreditNote = invoice.kind === 'credit_note';
  line(doc, isCreditNote ? 'Total credit (incl. GST)' : 'Total (incl. GST)', labelsAt, y, {
    size: 11,
    bold: true,
  });
  line(doc, paise(invoice.total), valueAt, y, { size: 11, bold: true, align: 'right' });

  y += 26;
  label('Total in words', left, y);
  y = paragraph(doc, amountInWords(invoice.total), left, y + 6, {
    size: 10,
    bold: true,
    width: right - left,
  });
  return y + 14;
}

/** The declarations Rule 46 asks for, the signature line and the page's footer. */
function drawDeclarations(
  sheet: Sheet,
  invoice: InvoiceRow,
  original: InvoiceRow | undefined,
  title: string,
  top: number,
) {
  const { doc, left, right } = sheet;
  let y = top + 18;
  const notes = [
    'Tax is not payable on reverse charge.',
    `Prices are inclusive of GST at ${invoice.ratePercent}%: the tax above is part of the total.`,
  ];
  if (original) {
    notes.push(
      `This credit note reduces the value of tax invoice ${original.number} dated ${formatDate(original.issuedAt)} by the total above.`,
    );
  }
  for (const note of notes) {
    y = paragraph(doc, note, left, y, { size: 9, color: MUTED, width: right - left }) + 4;
  }

  y += 40;
  line(doc, `For ${invoice.supplierName}`, right, y, { size: 9.5, bold: true, align: 'right' });
  line(doc, 'Digitally issued; no signature required.', right, y + 16, {
    size: 9,
    color: MUTED,
    align: 'right',
  });

  const footer = doc.page.height - 40;
  doc
    .moveTo(left, footer - 14)
    .lineTo(right, footer - 14)
    .lineWidth(0.5)
    .stroke(RULE);
  line(
    doc,
    `${title} ${invoice.number}  ·  ${invoice.supplierName}  ·  GSTIN ${invoice.supplierGstin}`,
    left,
    footer,
    {
      size: 7.5,
      maxWidth: right - left,
      color: MUTED,
    },
  );
}

/**
 * A tax invoice (CGST Rule 46) or a credit note against one (Rule 53) as an A4 PDF, from what the
 * row copied in at issue: the supplier's and recipient's details, place of supply, SAC, taxable
 * value, rate, the CGST + SGST or IGST amounts, the total in figures and in words. Dates in IST.
 * A credit note needs its original invoice, whose number and date it must quote.
 */
export function renderInvoicePdf(invoice: InvoiceRow, original?: InvoiceRow): Promise<Buffer> {
  const isCreditNote = invoice.kind === 'credit_note';
  if (isCreditNote && !original) throw new Error(`credit note ${invoice.number} needs its original invoice`);
  const title = isCreditNote ? 'Credit Note' : 'Tax Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.supplierName,
      Subject: `${title} ${invoice.number} for ${invoice.buyerName}`,
    },
  });
  doc.registerFont('indic', FONTS.regular);
  doc.registerFont('indic-bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const right = doc.page.width - 48;
  const sheet: Sheet = {
    doc,
    left,
    right,
    rule: (y, color = RULE, width = 0.75) => {
      doc.moveTo(left, y).lineTo(right, y).lineWidth(width).stroke(color);
    },
    label: (text, x, y, align = 'left') =>
      line(doc, text.toUpperCase(), x, y, { size: 7.5, bold: true, color: MUTED, align }),
  };

  let y = drawHeading(sheet, invoice, original, title);
  sheet.rule(y);
  y = drawRecipient(sheet, invoice, y);
  y = drawLines(sheet, invoice, y);
  sheet.rule(y);
  y = drawTotals(sheet, invoice, y);
  sheet.rule(y);
  drawDeclarations(sheet, invoice, original, title, y);
  doc.end();
  return done;
}
