import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { insurerCodes, insurers } from '../../src/domain/insurers/insurers';
import { InsurerLogo } from '../../src/web/insurers/insurer-logo';

describe('insurer logos', () => {
  it.each(insurerCodes)('draws %s as one image named by its display name', (code) => {
    render(<InsurerLogo code={code} />);
    const logo = screen.getByRole('img', { name: insurers[code].displayName });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo.querySelectorAll('circle, rect, polygon, path').length).toBeGreaterThan(0);
  });

  it('gives every insurer its own artwork', () => {
    const drawings = insurerCodes.map((code) => {
      const { container, unmount } = render(<InsurerLogo code={code} />);
      const markup = container.innerHTML.replace(/aria-label="[^"]*"|data-insurer="[^"]*"/g, '');
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(insurerCodes.length);
  });
});
