/**
 * The text of a legal document kept as Markdown in the repository (the e-signature agreement,
 * src/legal/esign-agreement/; docs/rules.md R11.9) drawn as plain HTML: `# ` is the document's
 * title (left out: the page or dialog shows it), `## ` a section heading, every other block a
 * paragraph. No antd, so the public page and the account's dialog both use it.
 */
export function AgreementText({ text }: { text: string }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter((b) => b && !b.startsWith('# '));
  return (
    <div className="prose" data-testid="agreement-text">
      {blocks.map((b, i) => (b.startsWith('## ') ? <h2 key={i}>{b.slice(3)}</h2> : <p key={i}>{b}</p>))}
    </div>
  );
}
