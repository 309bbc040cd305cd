import type { WorkerEvents } from 'graphile-worker';
import { Counter, type Registry } from 'prom-client';

/**
 * Counts the failures a job runner reports through its events: every failed attempt, and the
 * attempts that were a job's last. Returns how to follow a runner; following returns how to stop.
 */
export function jobFailureCounters(registers: Registry[]): (events: WorkerEvents) => () => void {
  const jobErrors = new Counter({
    name: 'fintrain_job_errors_total',
    help: 'Job attempts that threw on this instance, by task.',
    labelNames: ['task'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: 'fintrain_jobs_failed_total',
    help: 'Jobs that failed for good (their last attempt) on this instance, by task.',
    labelNames: ['task'] as const,
    registers,
  });
  return (events) => {
    // Task names come from the app's task list: a bounded label.
    const onError = ({ job }: { job: { task_identifier: string } }) =>
      jobErrors.inc({ task: job.task_identifier });
    const onFailed = ({ job }: { job: { task_identifier: string } }) =>
      jobsFailed.inc({ task: job.task_identifier });
    events.on('job:error', onError);
    events.on('job:failed', onFailed);
    return () => {
      events.off('job:error', onError);
      events.off('job:failed', onFailed);
    };
  };
}
