import { call, callPage } from '@client/lib/api-client.ts';
import type { EndpointInput } from '@contract/endpoint-schemas.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { JournalStatGroup } from '@contract/journal.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Mentors and journals in the admin area (docs/product.md §23.2). */
const keys = {
  learners: ['admin', 'mentoring', 'learners'] as const,
  learner: (programId: string, learnerId: string) => ['admin', 'mentoring', programId, learnerId] as const,
  assignments: (programId: string) => ['admin', 'mentors', programId] as const,
  lists: (programId: string) => ['admin', 'journal-lists', programId] as const,
  choices: ['admin', 'mentor-choices'] as const,
};

export function useMentorLearners() {
  return useQuery({
    queryKey: keys.learners,
    queryFn: ({ signal }) => call(endpoints.adminMentorLearners, { signal }),
  });
}

export function useMentorJournal(programId: string, learnerId: string) {
  return useQuery({
    queryKey: [...keys.learner(programId, learnerId), 'journal'] as const,
    queryFn: ({ signal }) =>
      callPage(endpoints.adminMentorJournal, {
        params: { id: learnerId },
        query: { program_id: programId, limit: 100 },
        signal,
      }),
  });
}

export function useMentorStats(programId: string, learnerId: string, group: JournalStatGroup) {
  return useQuery({
    queryKey: [...keys.learner(programId, learnerId), 'stats', group] as const,
    queryFn: ({ signal }) =>
      call(endpoints.adminMentorStats, {
        params: { id: learnerId },
        query: { program_id: programId, group },
        signal,
      }),
  });
}

export function useMentorReviews(programId: string, learnerId: string) {
  return useQuery({
    queryKey: [...keys.learner(programId, learnerId), 'reviews'] as const,
    queryFn: ({ signal }) =>
      call(endpoints.adminMentorReviews, {
        params: { id: learnerId },
        query: { program_id: programId },
        signal,
      }),
  });
}

export type ReviewInput = EndpointInput<'adminMentorReviewAdd'>['body'];

export function useAddReview(programId: string, learnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      call(endpoints.adminMentorReviewAdd, { params: { id: learnerId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.learner(programId, learnerId) });
      void queryClient.invalidateQueries({ queryKey: keys.learners });
    },
  });
}

export function useSignOff(programId: string, learnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signedOff: boolean) =>
      call(endpoints.adminMentorSignOff, {
        params: { id: learnerId },
        body: { program_id: programId, signed_off: signedOff },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.learners }),
  });
}

export function useAssignments(programId: string) {
  return useQuery({
    queryKey: keys.assignments(programId),
    queryFn: ({ signal }) => call(endpoints.adminMentorAssignments, { params: { id: programId }, signal }),
    enabled: programId !== '',
  });
}

export function useAssignMentor(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ learnerId, mentorId }: { learnerId: string; mentorId: string }) =>
      call(endpoints.adminMentorAssign, {
        params: { id: programId, learnerId },
        body: { mentor_id: mentorId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.assignments(programId) }),
  });
}

export function useUnassignMentor(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (learnerId: string) =>
      call(endpoints.adminMentorUnassign, { params: { id: programId, learnerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.assignments(programId) }),
  });
}

export function useMentorChoices() {
  return useQuery({
    queryKey: keys.choices,
    queryFn: ({ signal }) => call(endpoints.adminMentorChoices, { signal }),
  });
}

export function useJournalLists(programId: string) {
  return useQuery({
    queryKey: keys.lists(programId),
    queryFn: ({ signal }) => call(endpoints.adminJournalLists, { params: { id: programId }, signal }),
    enabled: programId !== '',
  });
}

export function useSaveJournalLists(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<'adminJournalListsEdit'>['body']) =>
      call(endpoints.adminJournalListsEdit, { params: { id: programId }, body }),
    onSuccess: (lists) => queryClient.setQueryData(keys.lists(programId), lists),
  });
}

/** The program's evaluation before live trading (docs/product.md §25). */
export function useEvaluationRules(programId: string) {
  return useQuery({
    queryKey: ['admin', 'evaluation', programId] as const,
    queryFn: ({ signal }) => call(endpoints.adminEvaluation, { params: { id: programId }, signal }),
    enabled: programId !== '',
  });
}

export function useSaveEvaluationRules(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<'adminEvaluationEdit'>['body']) =>
      call(endpoints.adminEvaluationEdit, { params: { id: programId }, body }),
    onSuccess: (rules) => queryClient.setQueryData(['admin', 'evaluation', programId], rules),
  });
}
