import type { GroupTables as GroupTablesData } from '@scoreline/contracts';
import { GroupTable } from './group-table';

/** A competition's tables: a tournament's groups two by two from lg, a league phase's one table across the page. */
export function GroupTables({ groups }: { groups: GroupTablesData }) {
  return (
    <div className={groups.tables.length > 1 ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
      {groups.tables.map((table) => (
        <GroupTable key={table.group ?? table.name} table={table} />
      ))}
    </div>
  );
}
