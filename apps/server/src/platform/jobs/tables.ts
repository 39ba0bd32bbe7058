import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface JobTables {
  jobs: {
    id: Generated<bigint>;
    name: string;
    data: Json<Record<string, unknown>>;
    singleton_key: string | null;
    run_at: ColumnType<Date, Date | undefined, Date>;
    attempts: Generated<number>;
    max_attempts: number;
    /** How long a run may take before another process may start the job again. */
    lease_seconds: number;
    /** The lease of the process running the job. */
    locked_until: Date | null;
    last_error: string | null;
    /** Set when the job gave up after max_attempts: it waits for the operator. */
    failed_at: Date | null;
    created_at: Generated<Date>;
  };
  job_schedules: {
    name: string;
    cron: string | null;
    every_ms: number | null;
    data: Json<Record<string, unknown>>;
    next_run_at: Date;
    updated_at: Generated<Date>;
  };
}
