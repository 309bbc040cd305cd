import { MESSAGES } from '@contract/messages.ts';
import type { AdminQuestion, Bank, BankImportResult, LineNote, QuestionInput } from '@contract/quiz.ts';
import { QuestionInputSchema } from '@contract/quiz.ts';
import { QUESTION_CSV_COLUMNS, QUIZ_LIMITS } from '@contract/vocabulary.ts';
import { parse } from 'csv-parse/sync';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { questionBanks, questions } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

type BankRow = typeof questionBanks.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** A bank's number of questions, as a column of a select from question_banks (qualified by hand: drizzle leaves a one-table select's columns bare, which the subquery would take for its own). */
export const bankQuestionCount = sql<number>`(select count(*)::int from questions q where q.bank_id = "question_banks"."id")`;

export function presentBank(row: BankRow & { questionCount: number }): Bank {
  return {
    _id: row.id,
    title: row.title,
    question_count: row.questionCount,
    created_on: row.createdOn.toISOString(),
  };
}

export function presentQuestion(row: QuestionRow): AdminQuestion {
  return {
    _id: row.id,
    bank_id: row.bankId,
    text: row.text,
    multiple: row.multiple,
    options: row.options.map((option) => ({ _id: option.id, text: option.text, correct: option.correct })),
    explanation: row.explanation,
    position: row.position,
    created_on: row.createdOn.toISOString(),
  };
}

export async function addBank(db: Database, actor: UserRow, title: string): Promise<Bank> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(questionBanks).values({ title }).returning();
    const bank = presentBank({ ...row!, questionCount: 0 });
    await recordAudit(tx, actor, 'bank.add', row!.id, null, bank);
    return bank;
  });
}

/** A bank with its questions in order, correct options and explanations included (admins only). */
export async function getBank(db: Database, id: string) {
  const [bank] = await db
    .select({ id: questionBanks.id, title: questionBanks.title, createdOn: questionBanks.createdOn })
    .from(questionBanks)
    .where(eq(questionBanks.id, id));
  if (!bank) throw new DomainError('not_found', MESSAGES.quizzes.bankNotFound);
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.bankId, id))
    .orderBy(asc(questions.position), asc(questions.id));
  return { ...presentBank({ ...bank, questionCount: rows.length }), questions: rows.map(presentQuestion) };
}

/** Locks the bank's row (every addition to its questions holds it) and returns how many it has. */
async function lockBank(tx: Tx, bankId: string): Promise<number> {
  const [bank] = await tx
    .select({ id: questionBanks.id })
    .from(questionBanks)
    .where(eq(questionBanks.id, bankId))
    .for('update');
  if (!bank) throw new DomainError('not_found', MESSAGES.quizzes.bankNotFound);
  const [row] = await tx.select({ n: count() }).from(questions).where(eq(questions.bankId, bankId));
  return row?.n ?? 0;
}

/** The stored form of a question's fields: each option gets an id of its own. */
function questionValues(input: QuestionInput) {
  return {
    text: input.text,
    multiple: input.multiple,
    options: input.options.map((option) => ({
      id: crypto.randomUUID(),
      text: option.text,
      correct: option.correct,
    })),
    explanation: input.explanation,
  };
}

export async function addQuestion(db: Database, actor: UserRow, bankId: string, input: QuestionInput) {
  return db.transaction(async (tx) => {
    const existing = await lockBank(tx, bankId);
    if (existing >= QUIZ_LIMITS.bankQuestions) throw new DomainError('conflict', MESSAGES.quizzes.bankFull);
    const [row] = await tx
      .insert(questions)
      .values({ bankId, position: existing, ...questionValues(input) })
      .returning();
    const question = presentQuestion(row!);
    await recordAudit(tx, actor, 'question.add', row!.id, null, question);
    return question;
  });
}

/**
 * Replaces a question's text, options and explanation. Options get new ids: an attempt still
 * running that chose an old option has that answer counted as wrong (ADR 026).
 */
export async function editQuestion(db: Database, actor: UserRow, id: string, input: QuestionInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!before) throw new DomainError('not_found', MESSAGES.quizzes.questionNotFound);
    const [row] = await tx
      .update(questions)
      .set(questionValues(input))
      .where(eq(questions.id, id))
      .returning();
    const question = presentQuestion(row!);
    await recordAudit(tx, actor, 'question.edit', id, presentQuestion(before), question);
    return question;
  });
}

export async function deleteQuestion(db: Database, actor: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(questions).where(eq(questions.id, id));
    if (!before) throw new DomainError('not_found', MESSAGES.quizzes.questionNotFound);
    await lockBank(tx, before.bankId);
    await tx.delete(questions).where(eq(questions.id, id));
    // Close the gap in the bank's order.
    await tx
      .update(questions)
      .set({ position: sql`${questions.position} - 1` })
      .where(sql`${questions.bankId} = ${before.bankId} and ${questions.position} > ${before.position}`);
    await recordAudit(tx, actor, 'question.delete', id, presentQuestion(before), null);
  });
}

// CSV import.

const TICKER = /\b[A-Z][A-Z&]{1,9}\b/g;
const PRICE =
  /(?:₹|\bRs\.?|\bINR)\s?\d[\d,]*(?:\.\d+)?|\b\d{1,3}(?:,\d{2,3})+(?:\.\d+)?\b|\b\d{3,}(?:\.\d+)?\b|\b\d+\.\d{1,2}\b/gi;
/** Capitals that are exam vocabulary, not listed securities. */
const NOT_TICKERS = new Set(
  'NISM SEBI NSE BSE MCX NCDEX RBI IRDAI PFRDA AMFI NAV ETF IPO FPO OFS QIP SIP SWP STP KYC PAN GST TDS STT CE PE ITM OTM ATM ATMF IV VIX OI PCR LTP VWAP MTM SPAN ELM F&O FO FII FPI DII HNI NRI AUM EPS PB PEG ROE ROCE CAGR EMI GDP CPI WPI MSCI US USA UK EU INR USD NIFTY SENSEX AND OR NOT THE TRUE FALSE'.split(
    ' ',
  ),
);
/** How close (in characters) a symbol and a price must be to be flagged. */
const NEAR = 40;

/**
 * The SEBI rule (docs/product.md §12.5): education may not name a listed security with a price less
 * than 30 days old. The import cannot know a price's date, so a ticker-like symbol (2 to 10
 * capitals, not exam vocabulary) within a few words of a price is flagged for the admin to check.
 */
export function tickerNearPrice(text: string): string | undefined {
  const prices = [...text.matchAll(PRICE)].map((match) => match.index);
  if (prices.length === 0) return undefined;
  for (const match of text.matchAll(TICKER)) {
    // Exam vocabulary, or a Roman numeral (NISM Series VIII).
    if (NOT_TICKERS.has(match[0]) || /^[IVXLCDM]+$/.test(match[0])) continue;
    if (prices.some((at) => Math.abs(at - match.index) <= NEAR)) return match[0];
  }
  return undefined;
}

type CsvRow = Partial<Record<(typeof QUESTION_CSV_COLUMNS)[number] | `option_${number}`, string>>;

const OPTION_COLUMN = /^option_(\d+)$/;
const ALLOWED_COLUMNS = new Set<string>(QUESTION_CSV_COLUMNS.filter((column) => !OPTION_COLUMN.test(column)));

/** Reads one CSV row into a question, or says what is wrong with it. */
function questionOfRow(row: CsvRow, optionColumns: readonly string[]): QuestionInput | string {
  const options: { text: string; correct: boolean }[] = [];
  let gap = false;
  for (const column of optionColumns) {
    const text = (row[column as keyof CsvRow] ?? '').trim();
    if (text === '') {
      gap = true;
      continue;
    }
    if (gap) return `${column} follows an empty option: fill the options from option_1 without gaps.`;
    options.push({ text, correct: false });
  }
  const correctCell = (row.correct ?? '').trim();
  if (correctCell === '') return 'correct is empty: give the correct option numbers, such as 2 or 1;3.';
  for (const part of correctCell.split(/\s*[;,]\s*/)) {
    if (!/^\d+$/.test(part))
      return `correct must list option numbers such as 2 or 1;3, not '${correctCell}'.`;
    const option = options[Number(part) - 1];
    if (!option) return `correct names option ${part}, which is empty.`;
    option.correct = true;
  }
  const multipleCell = (row.multiple ?? '').trim().toLowerCase();
  let multiple: boolean;
  if (multipleCell === '') multiple = options.filter((option) => option.correct).length > 1;
  else if (['true', 'yes', '1'].includes(multipleCell)) multiple = true;
  else if (['false', 'no', '0'].includes(multipleCell)) multiple = false;
  else return `multiple must be true or false, not '${row.multiple}'.`;
  const parsed = QuestionInputSchema.safeParse({
    text: row.question ?? '',
    multiple,
    options,
    explanation: row.explanation ?? '',
  });
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message).join(' ');
  return parsed.data;
}

/**
 * Imports a bank's questions from CSV (columns QUESTION_CSV_COLUMNS, a header row first; option_7
 * to option_10 are accepted too). All or nothing: any bad row answers 400 with every bad row's
 * line and reason, and nothing is written. Rows with a ticker-like symbol next to a price are
 * imported with a warning.
 */
export async function importQuestions(
  db: Database,
  actor: UserRow,
  bankId: string,
  csv: string,
): Promise<BankImportResult> {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: false,
    }) as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const reason = error instanceof Error ? error.message : 'The CSV cannot be read.';
    throw new DomainError('invalid', MESSAGES.quizzes.importInvalid, undefined, {
      errors: [{ line, reason }],
    });
  }
  const header = Object.keys(records[0]?.record ?? {});
  const errors: LineNote[] = [];
  const unknown = header.filter((name) => !ALLOWED_COLUMNS.has(name) && !OPTION_COLUMN.test(name));
  const optionColumns = header
    .filter((name) => OPTION_COLUMN.test(name))
    .sort((a, b) => Number(OPTION_COLUMN.exec(a)![1]) - Number(OPTION_COLUMN.exec(b)![1]));
  if (unknown.length > 0 || !header.includes('question') || !header.includes('correct')) {
    errors.push({
      line: 1,
      reason: `The header must name the columns ${QUESTION_CSV_COLUMNS.join(',')}${
        unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''
      }.`,
    });
  }
  if (records.length === 0) throw new DomainError('invalid', MESSAGES.quizzes.importEmpty);
  if (records.length > QUIZ_LIMITS.importRows) {
    errors.push({ line: 1, reason: `Import at most ${QUIZ_LIMITS.importRows} questions at a time.` });
  }
  if (errors.length > 0)
    throw new DomainError('invalid', MESSAGES.quizzes.importInvalid, undefined, { errors });

  const parsed: QuestionInput[] = [];
  const warnings: LineNote[] = [];
  for (const { record, info } of records) {
    // info.lines is the line the record ends on; a quoted cell may span lines, so count back.
    const line = info.lines - Object.values(record).join('').split('\n').length + 1;
    const question = questionOfRow(record as CsvRow, optionColumns);
    if (typeof question === 'string') {
      errors.push({ line, reason: question });
      continue;
    }
    parsed.push(question);
    const texts = [question.text, ...question.options.map((option) => option.text), question.explanation];
    const symbol = texts.map(tickerNearPrice).find((found) => found !== undefined);
    if (symbol) {
      warnings.push({
        line,
        reason: `'${symbol}' next to a price: SEBI allows prices of listed securities in education only when they are at least 30 days old.`,
      });
    }
  }
  if (errors.length > 0)
    throw new DomainError('invalid', MESSAGES.quizzes.importInvalid, undefined, { errors });

  return db.transaction(async (tx) => {
    const existing = await lockBank(tx, bankId);
    if (existing + parsed.length > QUIZ_LIMITS.bankQuestions) {
      throw new DomainError('conflict', MESSAGES.quizzes.bankFull);
    }
    await tx
      .insert(questions)
      .values(parsed.map((question, i) => ({ bankId, position: existing + i, ...questionValues(question) })));
    await recordAudit(tx, actor, 'bank.import', bankId, null, { imported: parsed.length, warnings });
    return { imported: parsed.length, warnings };
  });
}
