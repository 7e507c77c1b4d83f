import { ActionIcon, Button, Checkbox, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './numbered-list-editor.module.css';

/** An item of a checkable list: the post's action items ({action, complete}). */
interface ChecklistItem {
  action: string;
  complete: boolean;
}

interface SharedProps {
  /**
   * The id of the element naming the list, which then becomes a named group. Leave it out
   * inside a fieldset, whose legend already names the group. Items are "Item 1", "Item 2"...
   */
  labelledBy?: string;
  /** The id of guidance about the list, read out with its name. */
  describedBy?: string;
  /** Shown in the empty new-item field. */
  placeholder?: string;
  /** Applied to every added or edited item, e.g. lower-casing feelings (docs/product.md section 5). */
  normalize?: (text: string) => string;
  disabled?: boolean;
}

interface PlainListProps extends SharedProps {
  mode?: 'plain';
  items: string[];
  onChange: (items: string[]) => void;
}

interface ChecklistProps extends SharedProps {
  /** A box per item for its complete flag. */
  mode: 'checklist';
  items: ChecklistItem[];
  onChange: (items: ChecklistItem[]) => void;
}

type NumberedListEditorProps = PlainListProps | ChecklistProps;

interface Row {
  text: string;
  complete: boolean;
}

function rowsOf(props: NumberedListEditorProps): Row[] {
  return props.mode === 'checklist'
    ? props.items.map((item) => ({ text: item.action, complete: item.complete }))
    : props.items.map((text) => ({ text, complete: false }));
}

function emit(props: NumberedListEditorProps, rows: Row[]): void {
  if (props.mode === 'checklist') {
    props.onChange(rows.map((row) => ({ action: row.text, complete: row.complete })));
  } else {
    props.onChange(rows.map((row) => row.text));
  }
}

type FocusTarget = 'input' | 'up' | 'down';

let nextRowId = 0;
const createRowId = () => `row-${++nextRowId}`;

/**
 * The editable numbered list of docs/product.md section 2 ("Image input", last point): add with Enter
 * or the Add button (blank items are ignored, docs/product.md section 5), edit in place, remove, and
 * reorder with up and down buttons. Every control is a real input or button, so it all
 * works from the keyboard, and focus follows the item it acted on.
 */
export function NumberedListEditor(props: NumberedListEditorProps) {
  const { t } = useTranslation(['postPages', 'common']);
  const {
    labelledBy,
    describedBy,
    placeholder,
    normalize = (text: string) => text,
    disabled = false,
  } = props;
  const rows = rowsOf(props);
  const isChecklist = props.mode === 'checklist';
  const [draft, setDraft] = useState('');

  /*
   * Stable keys for the rows, so an input keeps its caret and focus while others move. The
   * parent owns the items; when they change from outside (a restored draft, Clear) and the
   * count no longer matches, the rows get fresh keys.
   */
  const rowIds = useRef<string[]>([]);
  if (rowIds.current.length !== rows.length) rowIds.current = rows.map(createRowId);

  const elements = useRef(new Map<string, HTMLElement>());
  const addInput = useRef<HTMLTextAreaElement>(null);
  const pendingFocus = useRef<{ id: string; target: FocusTarget } | 'add' | null>(null);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    if (wanted === 'add') addInput.current?.focus();
    else elements.current.get(`${wanted.id}:${wanted.target}`)?.focus();
  });

  function register(id: string, target: FocusTarget) {
    return (element: HTMLElement | null) => {
      const key = `${id}:${target}`;
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    };
  }

  function change(nextRows: Row[], nextIds: string[]) {
    rowIds.current = nextIds;
    emit(props, nextRows);
  }

  function add() {
    const text = normalize(draft.trim());
    if (text === '') return;
    change([...rows, { text, complete: false }], [...rowIds.current, createRowId()]);
    setDraft('');
  }

  function edit(index: number, patch: Partial<Row>) {
    const nextRows = rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
    change(nextRows, rowIds.current);
  }

  function move(index: number, offset: -1 | 1) {
    const to = index + offset;
    if (to < 0 || to >= rows.length) return;
    const nextRows = [...rows];
    const nextIds = [...rowIds.current];
    [nextRows[index], nextRows[to]] = [nextRows[to] as Row, nextRows[index] as Row];
    [nextIds[index], nextIds[to]] = [nextIds[to] as string, nextIds[index] as string];
    const id = nextIds[to] as string;
    // At either end the button just pressed turns off; the other direction takes the focus.
    const isAtEnd = offset === -1 ? to === 0 : to === rows.length - 1;
    const target: FocusTarget = isAtEnd
      ? offset === -1
        ? 'down'
        : 'up'
      : offset === -1
        ? 'up'
        : 'down';
    pendingFocus.current = rows.length > 1 ? { id, target } : { id, target: 'input' };
    change(nextRows, nextIds);
  }

  function remove(index: number) {
    const nextRows = rows.filter((_row, i) => i !== index);
    const nextIds = rowIds.current.filter((_id, i) => i !== index);
    const neighbour = nextIds[index] ?? nextIds[index - 1];
    pendingFocus.current = neighbour ? { id: neighbour, target: 'input' } : 'add';
    change(nextRows, nextIds);
  }

  function handleItemKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter in a list means "next item", never "submit the whole post".
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      addInput.current?.focus();
    }
  }

  function handleAddKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  }

  return (
    // A named group of its own only when something names it (outside a fieldset).
    <div
      {...(labelledBy ? { role: 'group', 'aria-labelledby': labelledBy } : {})}
      aria-describedby={describedBy}
    >
      {rows.length > 0 && (
        <ol className={classes.list}>
          {rows.map((row, index) => {
            const id = rowIds.current[index] as string;
            const number = index + 1;
            const isFirst = index === 0;
            const isLast = index === rows.length - 1;
            return (
              <li key={id} className={classes.item} data-checklist={isChecklist || undefined}>
                <span className={classes.number} aria-hidden>
                  {number}.
                </span>
                {isChecklist && (
                  <Checkbox
                    className={classes.check}
                    aria-label={t('listEditor.itemDone', { number })}
                    checked={row.complete}
                    onChange={(event) => edit(index, { complete: event.currentTarget.checked })}
                    disabled={disabled}
                  />
                )}
                {/* A textarea that grows, so a long belief wraps and stays readable on a phone. */}
                <Textarea
                  ref={register(id, 'input')}
                  autosize
                  minRows={1}
                  className={classes.text}
                  data-complete={isChecklist && row.complete ? '' : undefined}
                  aria-label={t('listEditor.item', { number })}
                  value={row.text}
                  onChange={(event) => edit(index, { text: event.currentTarget.value })}
                  onBlur={() => {
                    const normalized = normalize(row.text.trim());
                    if (normalized !== row.text) edit(index, { text: normalized });
                  }}
                  onKeyDown={handleItemKeyDown}
                  disabled={disabled}
                  size="sm"
                />
                <div className={classes.actions}>
                  <ActionIcon
                    ref={register(id, 'up')}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('listEditor.moveUp', { number })}
                    onClick={() => move(index, -1)}
                    disabled={disabled || isFirst}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    ref={register(id, 'down')}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('listEditor.moveDown', { number })}
                    onClick={() => move(index, 1)}
                    disabled={disabled || isLast}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('listEditor.remove', { number })}
                    onClick={() => remove(index)}
                    disabled={disabled}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className={classes.addRow}>
        <Textarea
          ref={addInput}
          autosize
          minRows={1}
          className={classes.text}
          aria-label={t('listEditor.newItem')}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={handleAddKeyDown}
          disabled={disabled}
          size="sm"
        />
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled}
        >
          {t('common:add')}
        </Button>
      </div>
    </div>
  );
}
