/** The check-in benchmark's point code and roster size (checkin-seed.ts, checkin.ts). */
export const CHECKIN_BENCH_CODE = 'bench-checkin-point-0001'
export const CHECKIN_BENCH_ROSTER = 5000
