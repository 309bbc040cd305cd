import { CERTIFICATE_ISSUER } from '@contract/certificate.ts';
import { evaluationStatisticsText } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  OPEN_BADGES_CONTEXT,
  OPEN_BADGES_SCHEMA,
  type OpenBadgeCredential,
  type OpenBadgeJwtPayload,
} from '@contract/open-badge.ts';
import { pagePath } from '@contract/routes.ts';
import {
  type CertificateRow,
  type EvaluationDetails,
  presentEvaluationDetails,
  verifyUrl,
} from './records.ts';

/** An instant as Open Badges writes it: UTC, whole seconds, 'Z' ('2026-11-23T04:30:00Z'). */
const dateTimeZ = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * What the certificate certifies, in Open Badges' words: the achievement is the program (or its
 * simulator challenge), named by the program's page so that every learner's badge for it shares
 * one id; a deleted program's certificate falls back to its own verify URL.
 */
function achievementOf(
  row: CertificateRow,
  publicUrl: string,
): OpenBadgeCredential['credentialSubject']['achievement'] {
  const programPage = row.programId
    ? `${publicUrl}${pagePath('programDetail', { id: row.programId })}`
    : `${verifyUrl(publicUrl, row.id)}#achievement`;
  if (row.kind === 'evaluation') {
    // SEBI (docs/product.md §25): an educational evaluation, never advice or a promise of returns.
    return {
      id: row.programId ? `${programPage}#evaluation` : programPage,
      type: ['Achievement'],
      achievementType: 'Assessment',
      name: `${MESSAGES.evaluation.certificateTitle}: ${row.programTitle}`,
      description: `The evaluation before live trading of ${row.programTitle} at ${CERTIFICATE_ISSUER}. ${MESSAGES.evaluation.disclaimer}`,
      criteria: {
        narrative:
          "Pass the program's blind simulator challenge, journal trades with a plan written before entry, and be signed off by a mentor, as the program requires.",
      },
    };
  }
  if (row.kind === 'sim_challenge') {
    // SEBI (docs/product.md §14.8): practice on delayed prices, never a claim of returns.
    return {
      id: row.programId ? `${programPage}#simulator-challenge` : programPage,
      type: ['Achievement'],
      achievementType: 'Assessment',
      name: `${MESSAGES.simulator.challengeCertificate}: ${row.programTitle}`,
      description: `The trading simulator challenge of ${row.programTitle} at ${CERTIFICATE_ISSUER}: practice on delayed prices with no money at risk. ${MESSAGES.simulator.compliance}`,
      criteria: { narrative: 'Pass the trading simulator challenge of the program.' },
    };
  }
  return {
    id: programPage,
    type: ['Achievement'],
    achievementType: 'CertificateOfCompletion',
    name: row.programTitle,
    description: `Completion of ${row.programTitle}, a program of ${CERTIFICATE_ISSUER}.`,
    criteria: {
      narrative: 'Complete every required lesson of the program and pass its required quizzes.',
    },
    ...(row.score === null
      ? {}
      : {
          resultDescription: [
            {
              id: `${verifyUrl(publicUrl, row.id)}#score`,
              type: ['ResultDescription'],
              name: 'Score',
              resultType: 'Percent' as const,
              valueMin: '0',
              valueMax: '100',
            },
          ],
        }),
  };
}

/**
 * The certificate as an Open Badges 3.0 credential (ADR 057), with the JWT claims its VC-JWT
 * repeats: built from the stored, signed contents only, so it says exactly what the verify page
 * says. Its id is the verify URL, where its current status (revoked or not) is always shown.
 */
export function openBadgePayload(
  row: CertificateRow,
  publicUrl: string,
  evaluation: EvaluationDetails | null = null,
): OpenBadgeJwtPayload {
  const id = verifyUrl(publicUrl, row.id);
  // An evaluation's statistics and mentor, once they are signed (ADR 085): the credential repeats
  // only what the certificate's signature covers.
  const details = evaluation?.signed ? presentEvaluationDetails(evaluation) : null;
  const statistics = details ? evaluationStatisticsText(details) : null;
  const recorded = [
    ...(statistics ? [`${statistics}.`] : []),
    ...(details?.mentor_name ? [`${MESSAGES.evaluation.mentor(details.mentor_name)}.`] : []),
  ];
  const subjectId = `urn:uuid:${row.userId}`;
  const achievement = achievementOf(row, publicUrl);
  const credential: OpenBadgeCredential = {
    '@context': [...OPEN_BADGES_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: row.kind === 'course' ? `Certificate of Completion: ${row.programTitle}` : achievement.name,
    description: [achievement.description, ...recorded, `Check it at ${id}.`].join(' '),
    issuer: { id: publicUrl, type: ['Profile'], name: CERTIFICATE_ISSUER, url: publicUrl },
    validFrom: dateTimeZ(row.issuedAt),
    awardedDate: dateTimeZ(row.issuedAt),
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityHash: row.learnerName, identityType: 'name', hashed: false },
      ],
      achievement,
      ...(achievement.resultDescription
        ? {
            result: [
              {
                type: ['Result'],
                resultDescription: achievement.resultDescription[0]!.id,
                value: String(row.score),
              },
            ],
          }
        : {}),
    },
    credentialSchema: [{ ...OPEN_BADGES_SCHEMA }],
  };
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: id,
    sub: subjectId,
    nbf: Math.floor(row.issuedAt.getTime() / 1000),
  };
}
