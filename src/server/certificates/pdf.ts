import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CERTIFICATE_ISSUER } from '@contract/certificate.ts';
import { evaluationStatisticsText } from '@contract/evaluation.ts';
import { formatDate } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { CertificateKind } from '@contract/vocabulary.ts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { type EvaluationDetails, presentEvaluationDetails } from './records.ts';

const require = createRequire(import.meta.url);
const devanagariFont = (weight: 400 | 600) =>
  readFileSync(
    require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    ),
  );
// Read once: the files are small (~100 KB) and every PDF embeds a subset of them.
const FONTS = {
  devanagari: devanagariFont(400),
  devanagariBold: devanagariFont(600),
};

/** What the PDF prints: the signed contents as stored, plus the id and its verify URL. */
export interface CertificatePdfInput {
  id: string;
  name: string;
  program: string;
  issuedAt: Date;
  score: number | null;
  /** 'course' prints "Certificate of Completion"; 'sim_challenge' "Simulator challenge passed". */
  kind: CertificateKind;
  verifyUrl: string;
  /** An "Evaluation passed" certificate's challenge statistics and mentor (docs/product.md §25). */
  evaluation: EvaluationDetails | null;
}

/** Devanagari letters, signs and dandas, and the joiners that shape conjuncts. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]/;

type Script = 'devanagari' | 'latin';

/**
 * Splits text into runs of one script, so each is set in a font that has its letters: Devanagari
 * in Noto Sans Devanagari (shaped by fontkit: conjuncts, reph, matras before their consonant),
 * everything else in Helvetica. Spaces stay with the run they follow.
 */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    // Only spaces go either way: the Devanagari font has no Latin punctuation such as '('.
    const neutral = /\s/.test(char);
    const script: Script = DEVANAGARI.test(char) ? 'devanagari' : 'latin';
    const last = runs.at(-1);
    if (last && (last.script === script || neutral)) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** The font of a run: Noto Sans Devanagari for Devanagari, Helvetica for the rest. */
function fontOf(script: Script, bold: boolean | undefined): string {
  if (script === 'devanagari') return bold ? 'devanagari-bold' : 'devanagari';
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/**
 * Writes one line of mixed-script text centred on `centerX`, its baseline at `baseline`, shrunk
 * to fit `maxWidth` when it is longer (a long name or title stays on one line, inside the border).
 */
function centredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  centerX: number,
  baseline: number,
  style: TextStyle & { maxWidth: number },
) {
  const measure = (size: number) =>
    scriptRuns(text).map((run) => {
      const font = fontOf(run.script, style.bold);
      doc.font(font).fontSize(size);
      return { ...run, font, width: doc.widthOfString(run.text) };
    });
  let size = style.size;
  let runs = measure(size);
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  if (total > style.maxWidth) {
    size = Math.max(8, (size * style.maxWidth) / total);
    runs = measure(size);
  }
  let x = centerX - runs.reduce((sum, run) => sum + run.width, 0) / 2;
  doc.fillColor(style.color ?? '#1b2a41');
  for (const run of runs) {
    doc
      .font(run.font)
      .fontSize(size)
      .text(run.text, x, baseline, { baseline: 'alphabetic', lineBreak: false });
    x += run.width;
  }
}

const HEADINGS: Record<CertificateKind, string> = {
  course: 'Certificate of Completion',
  sim_challenge: MESSAGES.simulator.challengeCertificate,
  evaluation: MESSAGES.evaluation.certificateTitle,
};

const ACHIEVEMENTS: Record<CertificateKind, string> = {
  course: 'has completed the program',
  sim_challenge: 'has passed the trading simulator challenge of',
  evaluation: 'has passed the evaluation before live trading of',
};

/**
 * The evaluation's lines under the date: the challenge's statistics, the mentor, and the SEBI
 * sentence that this is an educational evaluation (docs/product.md §25).
 */
function printEvaluation(
  line: (text: string, baseline: number, style: TextStyle) => void,
  details: EvaluationDetails,
): void {
  const parts = [
    evaluationStatisticsText(presentEvaluationDetails(details)),
    details.mentorName ? MESSAGES.evaluation.mentor(details.mentorName) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) line(parts.join('   ·   '), 428, { size: 11 });
  // Two short lines, clear of the QR code in the corner.
  const [first, ...rest] = MESSAGES.evaluation.disclaimer.split('. ');
  line(`${first}.`, 450, { size: 8, color: '#444444' });
  line(rest.join('. '), 462, { size: 8, color: '#444444' });
}

/**
 * The certificate as a PDF (ADR 027): A4 landscape, the academy, "Certificate of Completion", the
 * learner's name exactly as signed, the program, the date in IST, the score where there is one,
 * the id, and a QR code to the verify URL, which is printed too.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const challenge = input.kind === 'sim_challenge';
  const heading = HEADINGS[input.kind];
  const qr = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 360,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${CERTIFICATE_ISSUER} certificate ${input.id}`,
      Author: CERTIFICATE_ISSUER,
      Subject: `${heading}: ${input.program}`,
    },
  });
  doc.registerFont('devanagari', FONTS.devanagari);
  doc.registerFont('devanagari-bold', FONTS.devanagariBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const center = width / 2;
  const line = (text: string, baseline: number, style: TextStyle) =>
    centredLine(doc, text, center, baseline, { ...style, maxWidth: width - 140 });
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke('#0b3c5d');
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke('#c9a227');

  line(CERTIFICATE_ISSUER, 100, { size: 20, bold: true, color: '#0b3c5d' });
  line(heading, 160, { size: 38, bold: true });
  line('This certifies that', 215, { size: 15, color: '#444444' });
  line(input.name, 270, { size: 34, bold: true, color: '#0b3c5d' });
  doc
    .moveTo(center - 220, 288)
    .lineTo(center + 220, 288)
    .lineWidth(0.75)
    .stroke('#c9a227');
  line(ACHIEVEMENTS[input.kind], 320, {
    size: 15,
    color: '#444444',
  });
  line(input.program, 360, { size: 24, bold: true });
  const details = [`Issued on ${formatDate(input.issuedAt)}`];
  if (input.score !== null) details.push(`Score: ${Number(input.score.toFixed(2))}%`);
  line(details.join('   ·   '), 400, { size: 14 });
  // SEBI (docs/product.md §14.8): a simulator result is practice on delayed prices, never a claim of returns.
  if (challenge) line(MESSAGES.simulator.compliance, 430, { size: 11, color: '#444444' });
  if (input.evaluation) printEvaluation(line, input.evaluation);

  const qrSize = 110;
  const qrX = width - 60 - qrSize;
  const qrY = height - 60 - qrSize;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc.fillColor('#444444').font('Helvetica').fontSize(10);
  doc.text(`Certificate ID: ${input.id}`, 60, height - 100, { lineBreak: false });
  doc.text(`Verify at ${input.verifyUrl}`, 60, height - 84, { lineBreak: false, link: input.verifyUrl });
  doc.text('Scan the code or open the link to check that this certificate is genuine.', 60, height - 68, {
    lineBreak: false,
  });
  doc.end();
  return done;
}
