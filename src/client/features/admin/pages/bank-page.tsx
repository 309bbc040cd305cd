import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { focusMainContent } from '@client/lib/focus.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminQuestion } from '@contract/quiz.ts';
import { pagePath } from '@contract/routes.ts';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDeleteQuestion } from '../api/delete-question.ts';
import { useBank } from '../api/get-bank.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { AddButton } from '../components/add-button.tsx';
import { BankImport } from '../components/bank-import.tsx';
import { QuestionModal } from '../components/question-modal.tsx';
import { EditDeleteActions } from '../components/row-action-button.tsx';
import { actionFailureText, loadFailure } from '../utils/failure-text.ts';
import { questionCount } from '../utils/format-count.ts';

type QuestionModalState = { kind: 'add' } | { kind: 'edit'; question: AdminQuestion };

/** One question with its options; the correct ones carry an icon and the word, not colour alone. */
function QuestionItem({
  question,
  number,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  number: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="card mb-3">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <p className="fw-semibold mb-2 bank-question-text">
            <span className="text-body-secondary me-1">{number}.</span>
            {question.text}
          </p>
          <div className="d-flex align-items-start gap-2">
            <span className="badge text-bg-light border">
              {question.multiple ? 'Multiple choice' : 'Single choice'}
            </span>
            <EditDeleteActions subject={`question ${number}`} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </div>
        <ol className="mb-2" type="a">
          {question.options.map((option) => (
            <li key={option._id} className={option.correct ? 'fw-semibold' : undefined}>
              {option.text}{' '}
              {option.correct ? (
                <span className="badge text-bg-success ms-2">
                  <IconCheckCircleFill className="me-1" />
                  Correct
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {question.explanation ? (
          <p className="small text-body-secondary mb-0 bank-question-text">
            <span className="fw-semibold">Explanation: </span>
            {question.explanation}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /admin/banks/:id (docs/product.md §12.4): a question bank's questions with their options, the correct ones
 * marked; add, edit and delete questions, and import more from a CSV.
 */
export function BankPage() {
  useDocumentTitle('Admin Question Bank');
  const headingId = useId();
  const bankId = useParams().id ?? '';
  const bank = useBank(bankId);
  const deleteQuestion = useDeleteQuestion(bankId);
  const [modal, setModal] = useState<QuestionModalState | null>(null);

  async function handleDelete(question: AdminQuestion, number: number) {
    if (deleteQuestion.isPending) return;
    if (!(await confirmDelete(`${MESSAGES.bankAdmin.deleteQuestion} (question ${number})`))) return;
    deleteQuestion.mutate(question._id, {
      onSuccess: () => {
        focusMainContent();
        void showSuccess('Deleted!', MESSAGES.quizzes.questionDeleted);
      },
      onError: (error) => void showError(actionFailureText(MESSAGES.bankAdmin.questionDeleteFailed, error)),
    });
  }

  if (bank.isError) {
    const failure = loadFailure(bank.error, MESSAGES.bankAdmin.fetchBankFailed);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  const questions = bank.data?.questions ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Link to={pagePath('adminBanks')} className="d-inline-flex align-items-center mb-2">
        <IconArrowLeft className="me-1" />
        Question Banks
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="d-flex align-items-center gap-2">
          <h1 id={headingId} className="h3 mb-0">
            Question Bank{bank.data ? `: ${bank.data.title}` : ''}
          </h1>
          {bank.data ? (
            <span className="badge rounded-pill admin-count">{questionCount(bank.data.question_count)}</span>
          ) : null}
        </div>
        <AddButton icon={IconPlusLg} onClick={() => setModal({ kind: 'add' })}>
          Add Question
        </AddButton>
      </div>

      {bank.isPending ? (
        <LoadingStatus text={MESSAGES.generic.loading} />
      ) : bank.isError ? (
        <LoadError text={MESSAGES.bankAdmin.fetchBankFailed} />
      ) : (
        <>
          <BankImport bankId={bankId} />
          {questions.length === 0 ? (
            <p className="alert alert-info">{MESSAGES.bankAdmin.noQuestions}</p>
          ) : (
            <ol className="list-unstyled" aria-label="Questions">
              {questions.map((question, index) => (
                <QuestionItem
                  key={question._id}
                  question={question}
                  number={index + 1}
                  onEdit={() => setModal({ kind: 'edit', question })}
                  onDelete={() => void handleDelete(question, index + 1)}
                />
              ))}
            </ol>
          )}
        </>
      )}
      {modal ? (
        <QuestionModal
          bankId={bankId}
          {...(modal.kind === 'edit' ? { question: modal.question } : {})}
          onClose={() => setModal(null)}
        />
      ) : null}
    </section>
  );
}
