import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { formatDate } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Bank } from '@contract/quiz.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBanks } from '../api/get-banks.ts';
import { AddButton } from '../components/add-button.tsx';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { BankModal } from '../components/bank-modal.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';

const columns: AdminColumn<Bank>[] = [
  {
    header: 'Title',
    cell: (bank) => <Link to={pagePath('adminBank', { id: bank._id })}>{bank.title}</Link>,
    className: 'admin-wrap',
  },
  { header: 'Questions', cell: (bank) => bank.question_count, className: 'text-end' },
  { header: 'Created On', cell: (bank) => formatDate(bank.created_on) },
];

/** /admin/banks: the question banks quizzes draw from, searched by title; add a bank. */
export function BanksPage() {
  const controls = useListControls();
  const banks = useBanks(controls.params);
  const [adding, setAdding] = useState(false);

  return (
    <AdminList
      title="Question Banks"
      searchLabel="Search question banks"
      searchPlaceholder="Search by title"
      controls={controls}
      query={banks}
      failedText={MESSAGES.bankAdmin.fetchBanksFailed}
      emptyText={MESSAGES.bankAdmin.noBanks}
      columns={columns}
      toolbar={
        <AddButton icon={IconPlusLg} onClick={() => setAdding(true)}>
          Add Bank
        </AddButton>
      }
    >
      {adding ? <BankModal onClose={() => setAdding(false)} /> : null}
    </AdminList>
  );
}
