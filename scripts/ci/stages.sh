# Timed stages for `npm test` and `.ci/run` (sourced, not run).
# `stage NAME COMMAND...` runs the command and records "NAME<TAB>seconds<TAB>exit code" in
# $STAGE_LOG; a failed stage prints the table and stops. .ci/run sets STAGE_LOG so the stages of
# `npm test` land in its table too; alone, `npm test` keeps its own.

STAGE_LOG_OWNED=0
if [ -z "${STAGE_LOG:-}" ]; then
  STAGE_LOG=$(mktemp)
  export STAGE_LOG
  STAGE_LOG_OWNED=1
fi

stage() {
  local name=$1
  shift
  printf '\n==> %s\n' "$name"
  local started rc=0
  started=$(date +%s)
  "$@" || rc=$?
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - started))" "$rc" >>"$STAGE_LOG"
  if [ "$rc" -ne 0 ]; then
    printf '\n%s failed (exit %s).\n' "$name" "$rc" >&2
    [ "$STAGE_LOG_OWNED" = 1 ] && print_stages
    exit "$rc"
  fi
}

# `parallel_stage NAME LABEL COMMAND [LABEL COMMAND]...` is one stage of commands run at once:
# checks such as tsc and ESLint use one core each, and CI has two.
parallel_stage() {
  local name=$1
  shift
  stage "$name" run_at_once "$@"
}

# Runs each LABEL's COMMAND at once; prints each one's output, with its own time, when all have
# ended; fails if any failed.
run_at_once() {
  local dir rc=0 labels=() pids=()
  dir=$(mktemp -d)
  while [ $# -gt 1 ]; do
    labels+=("$1")
    (
      begun=$(date +%s)
      code=0
      bash -c "$2" >"$dir/$1.log" 2>&1 || code=$?
      echo "$code $(($(date +%s) - begun))" >"$dir/$1.rc"
      exit "$code"
    ) &
    pids+=($!)
    shift 2
  done
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  local label code seconds
  for label in "${labels[@]}"; do
    read -r code seconds <"$dir/$label.rc"
    printf '\n--- %s: %ss, exit %s\n' "$label" "$seconds" "$code"
    cat "$dir/$label.log"
  done
  rm -rf "$dir"
  return "$rc"
}

print_stages() {
  printf '\n| stage | time | result |\n|---|---:|---|\n'
  local total=0 name seconds rc
  while IFS=$'\t' read -r name seconds rc; do
    total=$((total + seconds))
    printf '| %s | %dm%02ds | %s |\n' "$name" $((seconds / 60)) $((seconds % 60)) "$([ "$rc" = 0 ] && echo passed || echo "failed ($rc)")"
  done <"$STAGE_LOG"
  printf '| **total** | **%dm%02ds** | |\n' $((total / 60)) $((total % 60))
}
