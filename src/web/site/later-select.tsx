import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { usePopoverControls } from './use-popover-controls';

type LaterSelectProps = Omit<SelectProps, 'data'> & { data: (string | ComboboxItem)[] };

/** How the visitor reached the stand-in: the select takes the focus, and opens if pressed. */
type Reached = 'none' | 'focused' | 'pressed';

const labelOf = (data: LaterSelectProps['data'], value: string | null | undefined) => {
  const item = data.find(
    (option) => (typeof option === 'string' ? option : option.value) === value,
  );
  return typeof item === 'string' ? item : (item?.label ?? '');
};

/**
 * Mantine's Select, drawn until its code arrives as a closed select alike: same label, value,
 * chevron, combobox role and error link. Reaching it (a focus, a press) brings the code at once;
 * the select then takes the focus, and opens its list if the stand-in was pressed.
 */
export function LaterSelect(props: LaterSelectProps) {
  const [controls, bringControls] = usePopoverControls();
  const [reached, setReached] = useState<Reached>('none');
  const selectRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The press the stand-in took, given to the select once its popover is set up.
    if (!controls || reached !== 'pressed') return;
    const frame = requestAnimationFrame(() => selectRef.current?.click());
    return () => cancelAnimationFrame(frame);
  }, [controls, reached]);
  if (controls) {
    return <controls.Select {...props} ref={selectRef} autoFocus={reached !== 'none'} />;
  }
  const { data, value, label, description, error, disabled, w, miw, id } = props;
  const reach = (how: Reached) => {
    setReached((before) => (before === 'pressed' ? before : how));
    bringControls();
  };
  return (
    <InputBase
      id={id}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      w={w}
      miw={miw}
      readOnly
      pointer
      value={labelOf(data, value)}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron error={error} />}
      rightSectionPointerEvents="none"
      onPointerDown={() => reach('pressed')}
      onFocus={() => reach('focused')}
    />
  );
}
