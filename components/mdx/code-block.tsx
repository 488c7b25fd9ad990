'use client';

import { useRef, useState, type ComponentProps } from 'react';
import { COPIED_FEEDBACK_MS } from '@/lib/constants';

/** A highlighted code block (from rehype-pretty-code) with a copy button. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    const text = ref.current?.querySelector('code')?.innerText ?? ref.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text.replace(/\n$/, ''));
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch (error) {
      console.warn('Copy to clipboard failed.', error);
    }
  };

  return (
    <div className="code-block">
      <pre ref={ref} {...props} />
      <button
        type="button"
        className="code-block__copy"
        onClick={copy}
        aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
