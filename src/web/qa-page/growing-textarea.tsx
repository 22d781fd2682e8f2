import type { ComponentPropsWithoutRef } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import './growing-textarea.css';

type GrowingTextareaProps = InputBaseProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'size' | 'style'> & {
    /** The most lines it grows to before it scrolls. */
    maxRows?: number;
  };

/**
 * A textarea on Mantine's field frame (label, description, error) that grows with its text,
 * by CSS (`field-sizing: content`, growing-textarea.css): Mantine's Textarea measures its text
 * in JavaScript, which was 1.5 kB more of /flows' scripts. A browser without `field-sizing`
 * shows two lines and scrolls.
 */
export function GrowingTextarea({ maxRows = 16, ...props }: GrowingTextareaProps) {
  return (
    <InputBase<'textarea'>
      component="textarea"
      multiline
      rows={2}
      classNames={{ input: 'growing-textarea' }}
      style={{ '--growing-textarea-max-rows': maxRows }}
      {...props}
    />
  );
}
