import { getContentErrors } from '@/lib/content/dev-errors';

/**
 * `npm run dev` only: names the content file and the fields contentlayer rejected on the last
 * save, over the page (which keeps showing the last valid content). Server-rendered, so it
 * ships no JavaScript; styled inline because production CSS never needs it.
 */
export function ContentErrorBanner() {
  const errors = getContentErrors();
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      data-content-errors=""
      style={{
        position: 'fixed',
        left: '1rem',
        right: '1rem',
        top: '1rem',
        zIndex: 10000,
        padding: '1rem',
        borderRadius: 8,
        background: '#7f1d1d',
        color: '#fff',
        fontFamily: 'ui-monospace, monospace',
        fontSize: 14,
        lineHeight: 1.5,
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.4)',
        whiteSpace: 'pre-wrap',
      }}
    >
      <strong>Content error: this page shows the last valid version until the file is fixed.</strong>
      {errors.map((e) => (
        <div key={e.file}>
          {e.file}: {e.problem === 'missing' ? 'missing required field' : `${e.problem} field`}
          {e.fields.length > 1 ? 's' : ''} {e.fields.join(', ')}
          {e.message ? `\n${e.message}` : ''}
        </div>
      ))}
    </div>
  );
}
