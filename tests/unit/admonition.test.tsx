// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Admonition } from '@/components/mdx/admonition';
import type { AdmonitionName } from '@/lib/content/admonitions';

afterEach(cleanup);

describe('Admonition', () => {
  it.each<{ kind: AdmonitionName; title?: string; name: string }>([
    // A warning's type is said before its title: the colour and icon say it on screen only.
    { kind: 'Warning', title: 'Logs can hold sensitive data', name: 'Warning: Logs can hold sensitive data' },
    { kind: 'Danger', title: 'This deletes the project', name: 'Danger: This deletes the project' },
    { kind: 'Note', title: 'In this episode', name: 'In this episode' },
    { kind: 'Warning', name: 'Warning' },
    { kind: 'Tip', name: 'Tip' },
  ])('a $kind titled "$title" is named "$name"', ({ kind, title, name }) => {
    render(
      <Admonition name={kind} title={title}>
        <p>Body</p>
      </Admonition>,
    );
    const box = screen.getByRole('complementary', { name });
    // The heading reads the same to a screen reader (its icon is hidden from it).
    const heading = box.querySelector('.admonition__heading')!.cloneNode(true) as HTMLElement;
    heading.querySelectorAll('[aria-hidden="true"]').forEach((icon) => icon.remove());
    expect(heading.textContent).toBe(name);
  });
});
