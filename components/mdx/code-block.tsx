'use client';

import { useRef, useState, type ComponentProps } from 'react';
import { COPIED_FEEDBACK_MS } from '@/lib/constants';

const FEEDBACK = { copied: 'Copied', failed: 'Copy failed' } as const;

/**
 * A highlighted code block (from rehype-pretty-code) with a copy button. The button says how the
 * copy went for a moment, and a status region says it to screen readers, for whom a changed
 * label on the focused button is not reliably read.
 */
export function CodeBlock(props: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [outcome, setOutcome] = useState<keyof typeof FEEDBACK | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    // Emptied first, so a second copy with the same outcome is announced again.
    setOutcome(null);
    const text = ref.current?.querySelector('code')?.innerText ?? ref.current?.innerText ?? '';
    try {
      // A blank line is drawn as a space (an empty line would collapse): copied, it is empty again.
      await navigator.clipboard.writeText(text.replace(/\n$/, '').replace(/^[ \t]+$/gm, ''));
      setOutcome('copied');
    } catch (error) {
      console.warn('Copy to clipboard failed.', error);
      setOutcome('failed');
    }
    // A second copy within the moment gets the whole moment again.
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setOutcome(null), COPIED_FEEDBACK_MS);
  };
  const feedback = outcome ? FEEDBACK[outcome] : '';

  return (
    <div className="code-block">
      <pre ref={ref} {...props} />
      <button
        type="button"
        className="code-block__copy"
        onClick={copy}
        aria-label={feedback || 'Copy code to clipboard'}
      >
        {feedback || 'Copy'}
      </button>
      <span role="status" className="visually-hidden">
        {feedback}
      </span>
    </div>
  );
}
