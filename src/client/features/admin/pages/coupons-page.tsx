import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { formatCount, formatDateTime, formatPaise } from '@client/lib/format.ts';
import { usePaymentConfig } from '@client/lib/get-payment-config.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Coupon } from '@contract/payment.ts';
import { useState } from 'react';
import { useCoupons } from '../api/get-coupons.ts';
import { useProgramChoices } from '../api/get-program-choices.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { AddButton } from '../components/add-button.tsx';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { CouponModal, couponInputOf } from '../components/coupon-modal.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/** '10 %' for a percentage, '₹500' (or '₹499.50') for a fixed amount in paise. */
export function couponValueText(coupon: Pick<Coupon, 'kind' | 'value'>): string {
  return coupon.kind === 'percent' ? `${coupon.value} %` : formatPaise(coupon.value);
}

/** Deactivate a coupon, or activate it again: an edit with `active` switched. */
function useCouponToggle() {
  const toggle = useSaveCoupon();

  function handleToggle(coupon: Coupon) {
    if (toggle.isPending) return;
    const active = !coupon.active;
    toggle.mutate(
      { id: coupon._id, input: { ...couponInputOf(coupon), active } },
      {
        onSuccess: () =>
          void showSuccess(
            active ? 'Activated!' : 'Deactivated!',
            active ? MESSAGES.paymentAdmin.couponActivated : MESSAGES.paymentAdmin.couponDeactivated,
          ),
        onError: (error) => void showError(actionFailureText(MESSAGES.paymentAdmin.couponEditFailed, error)),
      },
    );
  }

  return { pending: toggle.isPending, toggle: handleToggle };
}

/** The columns after '#' and 'ID' up to the row's actions; `titles` names the programs by id. */
function couponColumns(titles: ReadonlyMap<string, string>): AdminColumn<Coupon>[] {
  return [
    { header: 'Code', cell: (coupon) => <code className="text-body">{coupon.code}</code> },
    {
      // A personal offer coupon (ADR 059) names the e-mail it was made for: only that learner may use it.
      header: 'For',
      className: 'admin-wrap',
      cell: (coupon) => coupon.for_email ?? <span className="text-body-secondary">Everyone</span>,
    },
    { header: 'Value', className: 'text-nowrap', cell: couponValueText },
    {
      header: 'Valid (IST)',
      className: 'admin-date',
      cell: (coupon) => (
        <>
          <span className="d-block">From {formatDateTime(coupon.valid_from)}</span>
          <span className="d-block">Until {formatDateTime(coupon.valid_until)}</span>
        </>
      ),
    },
    {
      header: 'Uses',
      className: 'text-nowrap',
      cell: (coupon) =>
        coupon.max_uses === null
          ? `${formatCount(coupon.uses)} (no limit)`
          : `${formatCount(coupon.uses)} / ${formatCount(coupon.max_uses)}`,
    },
    {
      header: 'Programs',
      className: 'admin-wrap',
      cell: (coupon) =>
        coupon.program_ids.length === 0
          ? 'All'
          : coupon.program_ids
              .map((programId) => titles.get(programId) ?? `…${programId.slice(-5)}`)
              .join(', '),
    },
    {
      header: 'Active',
      cell: (coupon) =>
        coupon.active ? (
          <span className="badge text-bg-success">Active</span>
        ) : (
          <span className="badge text-bg-secondary">Inactive</span>
        ),
    },
  ];
}

/**
 * /admin/coupons (docs/product.md §13.3): coupon codes, whom a personal one is for, with their value, validity (IST), uses against the
 * limit, programs and state; add and edit in a modal; deactivate or activate again (an edit with
 * `active` switched).
 */
export function CouponsPage() {
  const controls = useListControls();
  const coupons = useCoupons(controls.params);
  const programs = useProgramChoices();
  const toggle = useCouponToggle();
  // Coupons are redeemed only at online checkout (docs/product.md §13.3): say when there is none.
  const paymentsOff = usePaymentConfig().data?.enabled === false;
  // undefined: closed; null: adding; a coupon: editing it.
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);

  const titles = new Map((programs.data?.items ?? []).map((program) => [program._id, program.title]));

  const columns: AdminColumn<Coupon>[] = [
    ...couponColumns(titles),
    {
      header: 'Actions',
      cell: (coupon) => (
        <div className="d-flex flex-wrap gap-1">
          <RowActionButton
            label="Edit"
            subject={`coupon ${coupon.code}`}
            variant="outline-teal"
            onClick={() => setEditing(coupon)}
          />
          <RowActionButton
            label={coupon.active ? 'Deactivate' : 'Activate'}
            subject={`coupon ${coupon.code}`}
            variant={coupon.active ? 'outline-danger' : 'outline-teal'}
            onClick={() => toggle.toggle(coupon)}
            disabled={toggle.pending}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminList
      title="Coupons"
      searchLabel="Search coupons"
      searchPlaceholder="Search by code or e-mail"
      controls={controls}
      query={coupons}
      failedText={MESSAGES.paymentAdmin.fetchCouponsFailed}
      notice={
        paymentsOff ? (
          <p className="alert alert-info">
            <strong>{MESSAGES.paymentAdmin.paymentsOff}</strong>: learners cannot redeem coupons until the
            Razorpay settings are in place.
          </p>
        ) : null
      }
      emptyText={MESSAGES.paymentAdmin.noCoupons}
      columns={columns}
      toolbar={
        <AddButton icon={IconPlusLg} onClick={() => setEditing(null)}>
          Add Coupon
        </AddButton>
      }
    >
      {editing === undefined ? null : (
        <CouponModal {...(editing ? { coupon: editing } : {})} onClose={() => setEditing(undefined)} />
      )}
    </AdminList>
  );
}
