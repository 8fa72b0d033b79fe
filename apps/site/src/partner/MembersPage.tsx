import { useState, type FormEvent } from 'react';
import type { PartnerMemberSort, PartnerMemberSortKey } from '@betkit/api';
import { Button, TextField, type LedgerSort } from '@betkit/ui';
import { memberColumns } from './columns';
import { columnLabels, partnerLabels } from './labels';
import { LedgerList } from './LedgerList';
import { PeriodPage } from './PeriodPage';
import { partnerPageTitles, PARTNER_PERIOD_PRESET } from './pages';
import { PARTNER_PAGE_SIZE, usePartnerMembers } from './queries';
import { useListQuery } from '../app/useListQuery';
import * as styles from './partner.css';

/** The keys the server sorts the member list by (the sortable columns'). */
const SORT_KEYS: readonly PartnerMemberSortKey[] = ['nickname', 'role', 'emoney', 'depositTotal', 'withdrawTotal', 'betTotal', 'lastLoginAt', 'createdAt'];

/** The URL's sort ('-betTotal') as the table's, or none for an unknown key. */
function readSort(value: string): PartnerMemberSort | undefined {
  const key = value.replace(/^-/, '');
  return SORT_KEYS.includes(key as PartnerMemberSortKey) ? (value as PartnerMemberSort) : undefined;
}

const toLedgerSort = (sort: PartnerMemberSort | undefined): LedgerSort | undefined =>
  sort ? { key: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' } : undefined;

/** /partner/member: the partner's members (id, nickname, level, balance, deposits, withdrawals, stakes, last login, status). */
export default function MembersPage() {
  const query = useListQuery(PARTNER_PERIOD_PRESET);
  const sort = readSort(query.sort);
  const read = usePartnerMembers({ ...query.period, page: query.page, perpage: PARTNER_PAGE_SIZE, search: query.search || undefined, sort });
  const [draft, setDraft] = useState(query.search);
  const search = (event: FormEvent) => {
    event.preventDefault();
    query.setSearch(draft.trim());
  };
  return (
    <PeriodPage page="member" query={query}>
      <form role="search" className={styles.search} onSubmit={search}>
        <TextField label={partnerLabels.search} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" size="sm">
          {partnerLabels.searchButton}
        </Button>
      </form>
      <LedgerList
        title={partnerPageTitles.member}
        columns={memberColumns}
        rowKey={(row) => row.id}
        read={read}
        query={query}
        sort={toLedgerSort(sort)}
        onSortChange={(next) => query.setSort(`${next.direction === 'descending' ? '-' : ''}${next.key}`)}
        periodTotals={(sums) => [
          { label: columnLabels.balance, amount: sums.emoney },
          { label: columnLabels.deposits, amount: sums.depositTotal },
          { label: columnLabels.withdrawals, amount: sums.withdrawTotal },
          { label: columnLabels.bets, amount: sums.betTotal },
        ]}
      />
    </PeriodPage>
  );
}
