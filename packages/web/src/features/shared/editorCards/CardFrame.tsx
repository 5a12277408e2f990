/** The phone's width the public card is drawn at in a preview. */
export const PHONE_WIDTH = 360;

/**
 * A card as /myCard draws it (the server's HTML) in a phone-wide frame: the same page an author
 * sees, with no script of its own (`sandbox` without scripts; links open in a new tab).
 */
export function CardFrame({ html, testId, title }: { html: string; testId: string; title: string }) {
  return (
    <iframe
      title={title}
      data-testid={testId}
      srcDoc={html.replace('<head>', '<head><base target="_blank">')}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      style={{ width: PHONE_WIDTH, height: 640, border: '1px solid #f0f0f0', borderRadius: 12 }}
    />
  );
}
