// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Admonition, type AdmonitionType } from '@/components/mdx/admonition';

afterEach(cleanup);

describe('Admonition', () => {
  it.each<{ type: AdmonitionType; title?: string; name: string }>([
    // A warning's type is said before its title: the colour and icon say it on screen only.
    { type: 'warning', title: 'Logs can hold sensitive data', name: 'Warning: Logs can hold sensitive data' },
    { type: 'danger', title: 'This deletes the project', name: 'Danger: This deletes the project' },
    { type: 'note', title: 'In this episode', name: 'In this episode' },
    { type: 'warning', name: 'Warning' },
    { type: 'tip', name: 'Tip' },
  ])('a $type titled "$title" is named "$name"', ({ type, title, name }) => {
    render(
      <Admonition type={type} title={title}>
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
