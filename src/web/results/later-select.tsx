import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { usePopoverControls } from './use-popover-controls';

type LaterSelectProps = Omit<SelectProps, 'data'> & { data: (string | ComboboxItem)[] };

/** How the visitor reached the stand-in: the real select takes the focus, and opens if asked. */
type Engaged = 'none' | 'focused' | 'opened';

const opensList = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

const labelOf = (data: LaterSelectProps['data'], value: string | null | undefined) => {
  const item = data.find((option) => (typeof option === 'string' ? option : option.value) === value);
  return typeof item === 'string' ? item : (item?.label ?? '');
};

/**
 * Mantine's Select, drawn until its code arrives as a closed select alike: same label, value,
 * chevron, combobox role and error link. Reaching it (focus, click, an opening key) brings the
 * code at once; the select then takes the focus, with its list open if the visitor opened it.
 */
export function LaterSelect(props: LaterSelectProps) {
  const [controls, bringControls] = usePopoverControls();
  const [engaged, setEngaged] = useState<Engaged>('none');
  if (controls) {
    return (
      <controls.Select
        {...props}
        autoFocus={engaged !== 'none'}
        defaultDropdownOpened={engaged === 'opened'}
      />
    );
  }
  const { data, value, label, description, error, disabled, w, miw, id } = props;
  const engage = (how: Engaged) => {
    setEngaged(how);
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
      onFocus={() => engage(engaged === 'opened' ? 'opened' : 'focused')}
      onClick={() => engage('opened')}
      onKeyDown={(event: KeyboardEvent) => {
        if (opensList.has(event.key)) {
          event.preventDefault();
          engage('opened');
        }
      }}
    />
  );
}
