// Lists every function over 80 lines in the application's source and fails unless each one says,
// in a comment just before it, why it must be one function (docs/architecture.md, "Size"). A
// long function hides steps that deserve names and tests; the few that must stay whole (a
// component whose JSX is one form, one SQL transaction whose order matters) say so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 80;
/** The words a comment before a long function starts its reason with. */
export const REASON_MARKER = 'One function:';

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
  reasoned: boolean;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The statement a function belongs to, whose leading comments hold its reason. */
function ownerOf(node: ts.Node): ts.Node {
  let owner: ts.Node = node;
  while (
    owner.parent &&
    (ts.isVariableDeclaration(owner.parent) ||
      ts.isVariableDeclarationList(owner.parent) ||
      ts.isVariableStatement(owner.parent) ||
      ts.isCallExpression(owner.parent) ||
      ts.isExportAssignment(owner.parent) ||
      ts.isPropertyAssignment(owner.parent) ||
      ts.isParenthesizedExpression(owner.parent) ||
      ts.isAsExpression(owner.parent))
  ) {
    owner = owner.parent;
    if (ts.isVariableStatement(owner) || ts.isExportAssignment(owner)) break;
  }
  return owner;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  return '(anonymous)';
}

export function longFunctionsIn(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node, insideLong: boolean) => {
    let inside = insideLong;
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      // A long function inside a long function is counted once, as the outer one.
      if (lines > MAX_FUNCTION_LINES && !insideLong) {
        const owner = ownerOf(node);
        const comments = ts.getLeadingCommentRanges(text, owner.getFullStart()) ?? [];
        const reasoned = comments.some(({ pos, end: commentEnd }) =>
          text.slice(pos, commentEnd).includes(REASON_MARKER),
        );
        found.push({ file, line: start + 1, name: nameOf(node, source), lines, reasoned });
        inside = true;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  return found;
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.startsWith('src/server/test/') &&
        !file.startsWith('src/client/test/'),
    );
  const all = files.flatMap((file) => longFunctionsIn(file, readFileSync(path.join(root, file), 'utf8')));
  const unreasoned = all.filter((fn) => !fn.reasoned);
  if (process.argv.includes('--list'))
    for (const fn of all.sort((a, b) => b.lines - a.lines))
      console.log(
        `${fn.reasoned ? 'ok ' : '-- '} ${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`,
      );
  if (unreasoned.length > 0) {
    console.error(
      `${unreasoned.length} function(s) over ${MAX_FUNCTION_LINES} lines without a comment starting "${REASON_MARKER}" just before them:`,
    );
    for (const fn of unreasoned) console.error(`  ${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
