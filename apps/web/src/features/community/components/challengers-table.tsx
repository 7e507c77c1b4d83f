import type { Challenger } from '@app/domain/community.schemas.ts';
import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './challengers-table.module.css';

interface ChallengersTableProps {
  challengers: Challenger[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/** Spec "h100 page": the participants with a checkbox each (contact, name), and select-all. */
export function ChallengersTable({ challengers, selected, onChange }: ChallengersTableProps) {
  const { t } = useTranslation('community', { keyPrefix: 'table' });
  const selectedCount = challengers.filter((challenger) => selected.has(challenger._id)).length;
  const isAllSelected = challengers.length > 0 && selectedCount === challengers.length;

  function toggle(id: string, isChecked: boolean) {
    const next = new Set(selected);
    if (isChecked) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={t('label')} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.check}>
            <Checkbox
              aria-label={t('selectAll')}
              checked={isAllSelected}
              indeterminate={selectedCount > 0 && !isAllSelected}
              disabled={challengers.length === 0}
              onChange={(event) =>
                onChange(
                  new Set(
                    event.currentTarget.checked
                      ? challengers.map((challenger) => challenger._id)
                      : [],
                  ),
                )
              }
            />
          </Table.Th>
          <Table.Th>{t('contact')}</Table.Th>
          <Table.Th>{t('name')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {challengers.map((challenger) => {
          const isSelected = selected.has(challenger._id);
          return (
            <Table.Tr key={challenger._id} data-selected={isSelected || undefined}>
              <Table.Td className={classes.check}>
                <Checkbox
                  aria-label={t('select', { contact: challenger.contact })}
                  checked={isSelected}
                  onChange={(event) => toggle(challenger._id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td className={classes.contact}>
                {challenger.contact}{' '}
                <Badge size="xs" variant="light" color="gray" tt="none" className={classes.channel}>
                  {t(`channel.${challenger.contactType}`)}
                </Badge>
              </Table.Td>
              <Table.Td className={classes.name}>
                {challenger.name.trim() || (
                  <Text span size="sm" c="dimmed">
                    {t('noName')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
