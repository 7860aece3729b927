#!/usr/bin/env bash
# Strength tests built on gomoku-arena (see docs/strength.md):
#   gauntlet   our brain against peer brains the user built (Rapfi, AIWine, ...), per rule
#   sprt       the current build against a saved base build, with an SPRT
#   scaling    our brain against a peer (or a base) at several node budgets, the same openings
#   convert    the conversion test: won positions played out by our brain and by a peer
#   defend     the defence test: a loser's positions defended by our brain and by a peer
#   save-base  build and keep the current brain as a base for a later `sprt`
# Peers are never built here: their commands are given with --peer or GOMOKU_PEERS.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Where cargo puts the builds (it runs in ROOT, so a relative CARGO_TARGET_DIR is under ROOT).
TARGET=${CARGO_TARGET_DIR:-target}
[[ $TARGET == /* ]] || TARGET="$ROOT/$TARGET"
BRAIN="$TARGET/release/pbrain-gomoku"
ARENA="$TARGET/release/gomoku-arena"
RULES_KNOWN="freestyle standard renju caro"

usage() {
  cat <<'EOF'
usage:
  scripts/strength.sh gauntlet [--peer NAME=COMMAND]... [options]
  scripts/strength.sh sprt --base BASE_BRAIN [options]
  scripts/strength.sh scaling --peer NAME=COMMAND [options]
  scripts/strength.sh convert --peer NAME=COMMAND [options]
  scripts/strength.sh defend --peer NAME=COMMAND [options]
  scripts/strength.sh save-base [NAME]
  scripts/strength.sh --help

gauntlet: builds the brain and the arena (cargo build --release -p gomoku-engine --bins, then
cargo build --release -p gomoku-lab --bin gomoku-arena), then plays our
target/release/pbrain-gomoku (Master level) against each peer, for each rule, on balanced
openings each played with both colours. One arena run per (peer, rule), its games kept in
OUT/PEER-RULE/; a markdown table is printed at the end and appended to OUT/summary.md. Each
peer starts in its binary's folder, so a Rapfi with the tuned classical model's config.toml
beside it plays with that model, and one in a folder without plays its built-in tables. The
table gives the games' W-L-D, score and Elo, and the opening pairs' pentanomial counts (pairs
scoring 0, 1/2, 1, 3/2, 2 games: LL-LD-DD/WL-WD-WW) with the Elo over the pairs.
  --peer NAME=COMMAND   a peer brain (repeatable); without any, GOMOKU_PEERS is read:
                        GOMOKU_PEERS='rapfi=/work/peers/pbrain-rapfi;aiwine=/work/peers/pbrain-aiwine'
  --rules R1,R2         rules to play: freestyle, standard, renju, caro (default freestyle,renju)
  --skip NAME:RULE      leave a peer out for a rule it cannot play (repeatable, or comma-separated;
                        GOMOKU_SKIP is read too, e.g. GOMOKU_SKIP='aiwine:renju')
  --turn-ms MS          time per move (default 500; with node budgets, a cap on each move)
  --nodes N             nodes per move for both brains (INFO max_node) instead of the clock
  --ours-nodes N        our brain's own node budget (0: none, the clock); overrides --nodes
  --peer-nodes N        the peers' node budget (0: none, the clock); overrides --nodes
                        (a brain on nodes without --turn-ms gets the arena's 60 s a move guard)
  --openings N          balanced openings, each played with both colours (default 26: 52 games a line)
  --openings-file FILE  play these openings instead (offset format, as the arena's --openings;
                        fixed sets in lab/data/openings/, e.g. freestyle-500.txt)
  --pairs N             play only the first N openings of --openings-file (2N games)
  --seed N              seed of the balanced openings (default 1): another seed, another set
  --concurrency N       games at once (default 1)
  --threads N           threads each brain may use (sent as INFO thread_num; default: not sent)
  --out DIR             where results go (default target/strength/DATE-TIME)
  --ours COMMAND        our brain's command (default target/release/pbrain-gomoku)

sprt: the current build (new) against a saved build (base), with a sequential probability
ratio test on the opening pairs (the pentanomial GSPRT, see docs/strength.md): H0 elo <= elo0,
H1 elo >= elo1, error rates alpha = beta = 0.05 by default; the match stops once the
log-likelihood ratio leaves (-2.94, 2.94) (not before 20 complete pairs, 40 games), or after
every opening was played with both colours. Prints the result (games and pairs) and the verdict
(H1 accepted, H0 accepted or inconclusive); exits 0 whatever the verdict.
  --base BRAIN          the base brain's binary (from `save-base`), required
  --sprt ELO0,ELO1[,ALPHA,BETA]  bounds (default 0,30)
  --rule R              rule (default freestyle)
  --turn-ms MS          time per move (default 100; with node budgets, a cap on each move)
  --nodes N             nodes per move for both brains instead of the clock
  --new-nodes N         the new brain's own node budget (0: none); overrides --nodes
  --base-nodes N        the base brain's own node budget (0: none); overrides --nodes
  --openings N          balanced openings, both colours (default 200: up to 400 games)
  --openings-file FILE  play these openings instead
  --pairs N             play only the first N openings of --openings-file
  --seed N              seed of the balanced openings (default 1)
  --concurrency N       games at once (default 2)
  --threads N           threads each brain may use (sent as INFO thread_num; default: not sent)
  --out DIR             where results go (default target/strength/sprt-DATE-TIME)
  --ours COMMAND        the new brain's command (default target/release/pbrain-gomoku)

scaling: our brain against one opponent at several node budgets, both brains on each budget
(INFO max_node) and on the same openings: one arena run with --scaling, its games in
OUT/nodes-N/. Prints a table a budget (W-L-D, score, the pairs' LL-LD-DD/WL-WD-WW counts, the
score and Elo over the pairs with their 95 % interval) and appends it to OUT/summary.md.
  --peer NAME=COMMAND   the opponent, required (a saved base too: --peer base=~/.cache/gomoku-base/...)
  --budgets N1,N2,...   nodes per move (default 50000,200000,800000)
  --rule R              rule (default freestyle)
  --turn-ms MS          a cap on each move's time (default: the arena's 60 s guard)
  --openings-file FILE  the openings (default lab/data/openings/RULE-500.txt, the fixed set)
  --pairs N             its first N openings (default 50: 100 games a budget)
  --openings N          N balanced openings of --seed instead of a file
  --seed N              seed of the balanced openings (default 1)
  --concurrency N       games at once (default 1)
  --threads N           threads each brain may use (sent as INFO thread_num; default: not sent)
  --out DIR             where results go (default target/strength/scaling-DATE-TIME)
  --ours COMMAND        our brain's command (default target/release/pbrain-gomoku)

convert: the conversion test. The won positions of lab/data/conversion-RULE.txt (the winner to
move, taken from self-play) are played out once each with the peer defending: first by our
brain, then by the peer itself as the reference. A position is converted by a five within
--plies plies. Prints a table (converted, lost, not won in time) and appends it to
OUT/summary.md.
  --peer NAME=COMMAND   the defender (and the reference converter), required
  --rules R1,R2         freestyle and/or renju (default freestyle,renju)
  --turn-ms MS          time per move (default 300)
  --plies N             plies the attacker has to make five (default 60)
  --concurrency N       games at once (default 1)
  --out DIR             where results go (default target/strength/convert-DATE-TIME)
  --ours COMMAND        our brain's command (default target/release/pbrain-gomoku)

defend: the defence test, convert's mirror. The positions of lab/data/defence-RULE.txt (our
brain's lost games against the peer, the loser to move some moves before the end) are played out
once each with the peer attacking: first with our brain defending, then with the peer itself as
the reference defender. A position is escaped unless the defender loses within --plies plies.
Prints a table (escaped, lost, won, still open) and appends it to OUT/summary.md. The same
options as convert (--peer is the attacker and the reference defender; default OUT
target/strength/defend-DATE-TIME).

save-base: builds the engine and copies target/release/pbrain-gomoku to
${GOMOKU_BASE_DIR:-$HOME/.cache/gomoku-base}/pbrain-gomoku-NAME (NAME defaults to the short
commit hash) and prints that path. Save a base before changing the engine.
EOF
}

die() {
  echo "strength.sh: $*" >&2
  exit 2
}

need_value() {
  [[ $# -ge 2 && -n $2 ]] || die "$1 needs a value (see --help)"
}

need_number() {
  [[ $2 =~ ^[0-9]+$ && $2 -ge $3 ]] || die "$1 needs a whole number >= $3, not '$2'"
}

# The brain is built on its own, as it ships (without the engine's `lab` feature, which
# building it together with the lab would turn on); the arena comes from the lab.
build() {
  echo "== cargo build --release -p gomoku-engine --bins" >&2
  (cd "$ROOT" && cargo build --release -p gomoku-engine --bins) >&2
  echo "== cargo build --release -p gomoku-lab --bin gomoku-arena" >&2
  (cd "$ROOT" && cargo build --release -p gomoku-lab --bin gomoku-arena) >&2
}

# Fails with a clear message when a brain command's program is missing.
check_brain() {
  local label=$1 command=$2 program
  read -r program _ <<<"$command" || true
  [[ -n ${program:-} ]] || die "$label: empty command"
  if [[ $program == */* ]]; then
    [[ -e $program ]] || die "$label: $program not found (it is not built by this script: see docs/strength.md)"
    [[ -f $program && -x $program ]] || die "$label: $program is not an executable file"
  else
    command -v "$program" >/dev/null 2>&1 || die "$label: $program not found in PATH"
  fi
}

# Openings: the arena options and the number of games (each opening with both colours). With a
# file and PAIRS > 0, only its first PAIRS openings, copied to DIR/openings-first-PAIRS.txt so
# that the arena's saved openings.txt is what was played.
OPENING_ARGS=()
GAMES=0
OPENINGS_LABEL=""
set_openings() {
  local count=$1 file=$2 seed=$3 pairs=${4:-0} dir=${5:-}
  if [[ -n $file ]]; then
    [[ -f $file ]] || die "openings file $file not found"
    count=$(sed 's/#.*//' "$file" | grep -c '[^[:space:]]' || true)
    [[ $count -gt 0 ]] || die "no openings in $file"
    if [[ $pairs -gt 0 && $pairs -lt $count ]]; then
      mkdir -p "$dir"
      local first="$dir/openings-first-$pairs.txt"
      {
        echo "# the first $pairs openings of $file"
        # (awk reads to the N-th opening itself: a pipe into head would end in SIGPIPE.)
        awk -v n="$pairs" '{ sub(/#.*/, "") } /[^[:space:]]/ { print; if (++k == n) exit }' "$file"
      } >"$first"
      OPENINGS_LABEL="the first $pairs openings of ${file#"$ROOT"/}"
      file=$first
      count=$pairs
    else
      OPENINGS_LABEL="the $count openings of ${file#"$ROOT"/}"
    fi
    OPENING_ARGS=(--openings "$file")
  else
    OPENING_ARGS=(--balanced "$count" --seed "$seed")
    OPENINGS_LABEL="$count balanced openings of seed $seed"
  fi
  GAMES=$((2 * count))
}

# Each engine's time or nodes a move as arena options (LIMIT_ARGS) and as a table's words
# (LIMIT_LABEL: "500 ms/move", "20000 nodes/move", "ours 20000 nodes, rapfi 500 ms"), from the
# time per move, whether it was given, and the node budgets of both engines and of each (empty:
# none). A node budget without a time given gets the arena's own guard (60 s a move).
LIMIT_ARGS=()
LIMIT_LABEL=""
set_limits() {
  local turn=$1 turn_given=$2 nodes=$3 first_nodes=$4 second_nodes=$5 first_name=$6 second_name=$7
  local first=${first_nodes:-$nodes} second=${second_nodes:-$nodes}
  [[ $first != 0 ]] || first=""
  [[ $second != 0 ]] || second=""
  LIMIT_ARGS=()
  if [[ -z $first && -z $second ]]; then
    LIMIT_ARGS=(--turn-ms "$turn")
    LIMIT_LABEL="$turn ms/move"
    return 0
  fi
  LIMIT_ARGS=(--engine-nodes "${first:-0}" --engine-nodes "${second:-0}")
  if [[ -n $first && -n $second ]]; then
    if [[ $first == "$second" ]]; then
      LIMIT_LABEL="$first nodes/move"
    else
      LIMIT_LABEL="$first_name $first nodes, $second_name $second nodes"
    fi
    if [[ $turn_given == yes ]]; then
      LIMIT_ARGS+=(--turn-ms "$turn")
      LIMIT_LABEL+=" (at most $turn ms)"
    fi
    return 0
  fi
  # One on nodes, the other on the clock: the clock's engine gets the time, the other the
  # arena's guard unless a time was given.
  local guard=60000
  if [[ $turn_given == yes ]]; then
    guard=$turn
  fi
  if [[ -n $first ]]; then
    LIMIT_ARGS+=(--engine-turn-ms "$guard" --engine-turn-ms "$turn")
    LIMIT_LABEL="$first_name $first nodes, $second_name $turn ms"
  else
    LIMIT_ARGS+=(--engine-turn-ms "$turn" --engine-turn-ms "$guard")
    LIMIT_LABEL="$first_name $turn ms, $second_name $second nodes"
  fi
}

# One arena run; its output is shown and kept in DIR/arena.log, its result in DIR/summary.txt.
run_arena() {
  local dir=$1
  shift
  mkdir -p "$dir"
  "$ARENA" "$@" "${OPENING_ARGS[@]}" --games "$GAMES" --out "$dir" \
    --summary "$dir/summary.txt" --save-openings "$dir/openings.txt" 2>&1 | tee "$dir/arena.log"
  [[ -s $dir/summary.txt ]] || die "the arena wrote no summary in $dir"
}

fmt_elo() {
  case $1 in
    inf) echo "+inf" ;;
    -inf) echo "-inf" ;;
    *) LC_ALL=C printf '%+.0f' "$1" ;;
  esac
}

# An Elo with its interval, "+35 (-20, +92)" (or "(unbounded)"), from the Elo and its ends.
elo_with_interval() {
  local elo=$1 low=$2 high=$3 interval
  if [[ $low == -inf && $high == inf ]]; then
    interval="unbounded"
  else
    interval="$(fmt_elo "$low"), $(fmt_elo "$high")"
  fi
  echo "$(fmt_elo "$elo") ($interval)"
}

# A score (a fraction) as a percentage, "51.3%".
percent() {
  LC_ALL=C awk -v s="$1" 'BEGIN { printf "%.1f%%", s * 100 }'
}

# Sets WLD, SCORE and ELO ("+35 (-20, +92)") from a summary line's first seven fields.
WLD="" SCORE="" ELO=""
read_result() {
  WLD="$1-$2-$3"
  SCORE=$(percent "$4")
  ELO=$(elo_with_interval "$5" "$6" "$7")
}

# Sets PAIRS ("LL-LD-DD/WL-WD-WW" counts, "3-5-20-6-4"), PAIR_SCORE and PAIR_ELO ("+9 (-12, +30)")
# from a summary line's fields 8 to 16 (the pentanomial counts and the pairs' score and Elo).
PAIRS="" PAIR_SCORE="" PAIR_ELO=""
read_pairs() {
  shift 7
  PAIRS="$1-$2-$3-$4-$5"
  PAIR_SCORE=$(percent "$6")
  PAIR_ELO=$(elo_with_interval "$7" "$8" "$9")
}

revision() {
  git -C "$ROOT" describe --always --dirty 2>/dev/null || echo unknown
}

# The options every match subcommand takes (the clock, the openings, the runner, our brain):
# sets the caller's variable and `taken`, the words it used; fails on any other option.
match_option() {
  taken=2
  case $1 in
    --turn-ms) need_value "$@"; need_number "$1" "$2" 1; turn=$2; turn_given=yes ;;
    --openings) need_value "$@"; need_number "$1" "$2" 1; openings=$2 ;;
    --openings-file) need_value "$@"; openings_file=$2 ;;
    --pairs) need_value "$@"; need_number "$1" "$2" 1; pairs=$2 ;;
    --seed) need_value "$@"; need_number "$1" "$2" 0; seed=$2 ;;
    --concurrency) need_value "$@"; need_number "$1" "$2" 1; concurrency=$2 ;;
    --threads) need_value "$@"; need_number "$1" "$2" 1; threads=$2 ;;
    --out) need_value "$@"; out=$2 ;;
    --ours) need_value "$@"; ours=$2 ;;
    -h | --help) usage; exit 0 ;;
    *) return 1 ;;
  esac
}

# Appends a run's table to OUT/summary.md under its heading and what it measured, and prints it
# with where the games are.
report_table() {
  local out=$1 heading=$2 about=$3 table=$4 where=$5
  {
    echo "## $heading"
    echo
    echo "$about"
    echo
    printf '%s\n' "$table"
  } >>"$out/summary.md"
  echo
  printf '%s' "$table"
  echo
  echo "$where; table appended to $out/summary.md"
}

# Reads a subcommand's options: each goes to its own handler (NAME_option, which sets the
# subcommand's locals and `taken`, like match_option) or else to the shared ones.
parse_options() {
  local command=$1 own=$2 taken=2
  shift 2
  while [[ $# -gt 0 ]]; do
    taken=2
    "$own" "$@" || match_option "$@" || die "$command: unknown option $1 (see --help)"
    shift "$taken"
  done
}

# gauntlet's own options (see parse_options).
gauntlet_option() {
  case $1 in
    --peer) need_value "$@"; peer_specs+=("$2") ;;
    --rules) need_value "$@"; rules=$2 ;;
    --skip) need_value "$@"; IFS=',' read -ra more <<<"$2"; skips+=("${more[@]}") ;;
    --nodes) need_value "$@"; need_number "$1" "$2" 1; nodes=$2 ;;
    --ours-nodes) need_value "$@"; need_number "$1" "$2" 0; ours_nodes=$2 ;;
    --peer-nodes) need_value "$@"; need_number "$1" "$2" 0; peer_nodes=$2 ;;
    *) return 1 ;;
  esac
}

gauntlet() {
  local rules="freestyle,renju" turn=500 turn_given=no openings=26 openings_file="" pairs=0 seed=1 concurrency=1 threads="" out="" ours="$BRAIN"
  local nodes="" ours_nodes="" peer_nodes=""
  local -a peer_specs=() skips=() more=()
  parse_options gauntlet gauntlet_option "$@"
  if [[ ${#peer_specs[@]} -eq 0 && -n ${GOMOKU_PEERS:-} ]]; then
    IFS=';' read -ra peer_specs <<<"$GOMOKU_PEERS"
  fi
  if [[ -n ${GOMOKU_SKIP:-} ]]; then
    IFS=',;' read -ra more <<<"$GOMOKU_SKIP"
    skips+=("${more[@]}")
  fi
  [[ ${#peer_specs[@]} -gt 0 ]] || die "no peers: give --peer NAME=COMMAND or set GOMOKU_PEERS (see --help)"

  local -a names=() commands=() rule_list=()
  local spec name command rule skip
  for spec in "${peer_specs[@]}"; do
    [[ -n ${spec// /} ]] || continue
    [[ $spec == *=* ]] || die "peer '$spec' is not NAME=COMMAND"
    name=${spec%%=*}
    command=${spec#*=}
    [[ $name =~ ^[A-Za-z0-9._-]+$ ]] || die "peer name '$name': use letters, digits, '.', '_' or '-'"
    [[ " ${names[*]} " != *" $name "* ]] || die "peer $name given twice"
    names+=("$name")
    commands+=("$command")
  done
  IFS=',' read -ra rule_list <<<"$rules"
  [[ ${#rule_list[@]} -gt 0 ]] || die "--rules is empty"
  for rule in "${rule_list[@]}"; do
    [[ " $RULES_KNOWN " == *" $rule "* ]] || die "unknown rule '$rule' (one of: $RULES_KNOWN)"
  done
  for skip in "${skips[@]}"; do
    [[ $skip == *:* ]] || die "--skip '$skip' is not NAME:RULE"
    [[ " ${names[*]} " == *" ${skip%%:*} "* ]] || echo "strength.sh: note: --skip $skip names no peer" >&2
  done

  build
  check_brain "our brain" "$ours"
  local i
  for i in "${!names[@]}"; do
    check_brain "peer ${names[$i]}" "${commands[$i]}"
  done
  out=${out:-$ROOT/target/strength/$(date +%Y%m%d-%H%M%S)}
  mkdir -p "$out"
  set_openings "$openings" "$openings_file" "$seed" "$pairs" "$out"

  local rows="" dir line
  for rule in "${rule_list[@]}"; do
    for i in "${!names[@]}"; do
      name=${names[$i]}
      set_limits "$turn" "$turn_given" "$nodes" "$ours_nodes" "$peer_nodes" ours "$name"
      if [[ " ${skips[*]} " == *" $name:$rule "* ]]; then
        echo "== $name, $rule: skipped" >&2
        rows+="| $name | $rule | $LIMIT_LABEL | skipped | | | | |"$'\n'
        continue
      fi
      dir="$out/$name-$rule"
      echo "== ours vs $name, $rule, $LIMIT_LABEL, $GAMES games -> $dir" >&2
      # Each peer starts in its binary's folder, as Piskvork-protocol managers do: a Rapfi with
      # a config.toml beside it (the tuned classical model) loads it; one without plays its
      # built-in tables.
      peer_program=${commands[$i]%% *}
      peer_dir=.
      [[ $peer_program == */* ]] && peer_dir=$(dirname "$peer_program")
      run_arena "$dir" --engine "$ours" --engine "${commands[$i]}" --name ours --name "$name" \
        --engine-dir . --engine-dir "$peer_dir" \
        --rule "$rule" "${LIMIT_ARGS[@]}" --concurrency "$concurrency" ${threads:+--threads "$threads"}
      read -r line <"$dir/summary.txt"
      # shellcheck disable=SC2086 # the summary's fields, split on purpose
      read_result $line
      # shellcheck disable=SC2086
      read_pairs $line
      rows+="| $name | $rule | $LIMIT_LABEL | $WLD | $SCORE | $ELO | $PAIRS | $PAIR_ELO |"$'\n'
    done
  done

  local table
  table="| opponent | rule | time | W-L-D | score | Elo (95 % interval) | pairs LL-LD-DD/WL-WD-WW | Elo by pairs (95 %) |"$'\n'
  table+="|---|---|---|---|---|---|---|---|"$'\n'
  table+=$rows
  report_table "$out" "Gauntlet $(date '+%Y-%m-%d %H:%M'), ours = $ours ($(revision))" \
    "$GAMES games a line (each opening with both colours), concurrency $concurrency, threads ${threads:-as each brain chose}; W-L-D, score and Elo are ours." \
    "$table" "games and logs in $out"
}

# sprt's own options (see parse_options).
sprt_option() {
  case $1 in
    --base) need_value "$@"; base=$2 ;;
    --sprt) need_value "$@"; bounds=$2 ;;
    --rule) need_value "$@"; rule=$2 ;;
    --nodes) need_value "$@"; need_number "$1" "$2" 1; nodes=$2 ;;
    --new-nodes) need_value "$@"; need_number "$1" "$2" 0; new_nodes=$2 ;;
    --base-nodes) need_value "$@"; need_number "$1" "$2" 0; base_nodes=$2 ;;
    *) return 1 ;;
  esac
}

sprt() {
  local base="" bounds="0,30" rule=freestyle turn=100 turn_given=no openings=200 openings_file="" pairs=0 seed=1 concurrency=2 threads="" out="" ours="$BRAIN"
  local nodes="" new_nodes="" base_nodes=""
  parse_options sprt sprt_option "$@"
  [[ -n $base ]] || die "sprt needs --base BASE_BRAIN (save one with: scripts/strength.sh save-base)"
  [[ " $RULES_KNOWN " == *" $rule "* ]] || die "unknown rule '$rule' (one of: $RULES_KNOWN)"
  [[ $bounds =~ ^-?[0-9.]+,-?[0-9.]+(,[0-9.]+,[0-9.]+)?$ ]] || die "--sprt '$bounds' is not ELO0,ELO1[,ALPHA,BETA]"

  build
  check_brain "the new brain" "$ours"
  check_brain "the base brain" "$base"
  out=${out:-$ROOT/target/strength/sprt-$(date +%Y%m%d-%H%M%S)}
  set_openings "$openings" "$openings_file" "$seed" "$pairs" "$out"
  local base_name
  base_name=$(basename "${base%% *}")
  base_name=${base_name#pbrain-gomoku-}
  set_limits "$turn" "$turn_given" "$nodes" "$new_nodes" "$base_nodes" new "base-$base_name"
  echo "== new ($ours, $(revision)) vs base ($base), $rule, $LIMIT_LABEL, SPRT $bounds, up to $GAMES games -> $out" >&2
  run_arena "$out" --engine "$ours" --engine "$base" --name new --name "base-$base_name" \
    --rule "$rule" "${LIMIT_ARGS[@]}" --concurrency "$concurrency" --sprt "$bounds" \
    ${threads:+--threads "$threads"}

  local line llr lower upper verdict text elo0 elo1 pairs_played
  read -r line <"$out/summary.txt"
  # The summary's fields, split on purpose: games, pairs, then the SPRT's four.
  # shellcheck disable=SC2086
  set -- $line
  shift 16
  llr=$1 lower=$2 upper=$3 verdict=$4
  # shellcheck disable=SC2086
  read_result $line
  # shellcheck disable=SC2086
  read_pairs $line
  IFS='-' read -ra pairs_played <<<"$PAIRS"
  IFS=',' read -r elo0 elo1 _ <<<"$bounds"
  case $verdict in
    H1) text="H1 accepted: the new build is stronger (elo >= $elo1)" ;;
    H0) text="H0 accepted: the new build is not stronger (elo <= $elo0)" ;;
    *) text="inconclusive: the LLR stayed between the bounds after $(( ${pairs_played[0]} + ${pairs_played[1]} + ${pairs_played[2]} + ${pairs_played[3]} + ${pairs_played[4]} )) pairs (play more openings to decide)" ;;
  esac
  local result="new vs base-$base_name, $rule, $LIMIT_LABEL: $WLD, score $SCORE, Elo $ELO; pairs (LL-LD-DD/WL-WD-WW) $PAIRS, score $PAIR_SCORE, Elo $PAIR_ELO"
  {
    echo "## SPRT $(date '+%Y-%m-%d %H:%M'): new = $ours ($(revision)), base = $base"
    echo
    echo "$result"
    echo
    echo "SPRT $bounds on the pairs: LLR $llr (bounds $lower, $upper): $text"
    echo
  } >>"$out/summary.md"
  echo
  echo "$result"
  echo "SPRT $bounds on the pairs: LLR $llr (bounds $lower, $upper)"
  echo "verdict: $text"
  echo "games and logs in $out"
}

# scaling's own options (see parse_options).
scaling_option() {
  case $1 in
    --peer) need_value "$@"; spec=$2 ;;
    --budgets) need_value "$@"; budgets=$2 ;;
    --rule) need_value "$@"; rule=$2 ;;
    --openings) need_value "$@"; need_number "$1" "$2" 1; openings=$2; openings_file=- ;;
    *) return 1 ;;
  esac
}

# The scaling curve: our brain against one opponent at each node budget, both on it, on the same
# openings (one arena run with --scaling).
scaling() {
  local spec="" budgets="50000,200000,800000" rule=freestyle turn="" turn_given=no openings=26 openings_file="" pairs=50 seed=1 concurrency=1 threads="" out="" ours="$BRAIN"
  parse_options scaling scaling_option "$@"
  [[ -n $spec ]] || die "scaling needs --peer NAME=COMMAND (the opponent; a saved base is a peer too)"
  [[ $spec == *=* ]] || die "peer '$spec' is not NAME=COMMAND"
  local name=${spec%%=*} command=${spec#*=}
  [[ $name =~ ^[A-Za-z0-9._-]+$ ]] || die "peer name '$name': use letters, digits, '.', '_' or '-'"
  [[ " $RULES_KNOWN " == *" $rule "* ]] || die "unknown rule '$rule' (one of: $RULES_KNOWN)"
  [[ $budgets =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || die "--budgets '$budgets' is not N1,N2,... (positive node counts)"
  # The fixed set of the rule unless told otherwise (--openings N: balanced ones of --seed).
  if [[ -z $openings_file ]]; then
    openings_file=$ROOT/lab/data/openings/$rule-500.txt
    [[ -f $openings_file ]] || die "no fixed set $openings_file for $rule: give --openings-file or --openings N"
  fi
  [[ $openings_file != - ]] || openings_file=""

  build
  check_brain "our brain" "$ours"
  check_brain "peer $name" "$command"
  out=${out:-$ROOT/target/strength/scaling-$(date +%Y%m%d-%H%M%S)}
  mkdir -p "$out"
  set_openings "$openings" "$openings_file" "$seed" "$pairs" "$out"
  local peer_program=${command%% *} peer_dir=.
  [[ $peer_program == */* ]] && peer_dir=$(dirname "$peer_program")
  echo "== ours vs $name, $rule, nodes a move $budgets, $GAMES games a budget -> $out" >&2
  run_arena "$out" --engine "$ours" --engine "$command" --name ours --name "$name" \
    --engine-dir . --engine-dir "$peer_dir" --rule "$rule" --scaling "$budgets" \
    ${turn:+--turn-ms "$turn"} --concurrency "$concurrency" ${threads:+--threads "$threads"}

  local table="| nodes a move | W-L-D | score | pairs LL-LD-DD/WL-WD-WW | score by pairs | Elo by pairs (95 %) |"$'\n'
  table+="|---|---|---|---|---|---|"$'\n'
  local budget rest
  while read -r budget rest; do
    # shellcheck disable=SC2086 # the summary's fields, split on purpose
    read_result $rest
    # shellcheck disable=SC2086
    read_pairs $rest
    table+="| $budget | $WLD | $SCORE | $PAIRS | $PAIR_SCORE | $PAIR_ELO |"$'\n'
  done <"$out/summary.txt"
  report_table "$out" "Scaling $(date '+%Y-%m-%d %H:%M'), ours = $ours ($(revision)) against $name, $rule" \
    "$GAMES games a budget (each opening with both colours; $OPENINGS_LABEL), both engines on the budget, concurrency $concurrency, threads ${threads:-as each brain chose}; W-L-D, scores and Elo are ours." \
    "$table" "games and logs in $out (OUT/nodes-N/ a budget)"
}

# The conversion test (convert) and its mirror, the defence test (defend): each position played
# out once, our brain on the side to move and then the peer, the peer on the other side.
playout() {
  local mode=$1
  shift
  local rules="freestyle,renju" turn=300 plies=60 concurrency=1 out="" ours="$BRAIN" spec=""
  local data=conversion role=converter other=defends
  if [[ $mode == defend ]]; then
    data=defence role=defender other=attacks
  fi
  while [[ $# -gt 0 ]]; do
    case $1 in
      --peer) need_value "$@"; spec=$2; shift 2 ;;
      --rules) need_value "$@"; rules=$2; shift 2 ;;
      --turn-ms) need_value "$@"; need_number "$1" "$2" 1; turn=$2; shift 2 ;;
      --plies) need_value "$@"; need_number "$1" "$2" 1; plies=$2; shift 2 ;;
      --concurrency) need_value "$@"; need_number "$1" "$2" 1; concurrency=$2; shift 2 ;;
      --out) need_value "$@"; out=$2; shift 2 ;;
      --ours) need_value "$@"; ours=$2; shift 2 ;;
      -h | --help) usage; exit 0 ;;
      *) die "$mode: unknown option $1 (see --help)" ;;
    esac
  done
  [[ -n $spec ]] || die "$mode needs --peer NAME=COMMAND (the other side)"
  [[ $spec == *=* ]] || die "peer '$spec' is not NAME=COMMAND"
  local name=${spec%%=*} command=${spec#*=} rule
  [[ $name =~ ^[A-Za-z0-9._-]+$ ]] || die "peer name '$name': use letters, digits, '.', '_' or '-'"
  local -a rule_list=()
  IFS=',' read -ra rule_list <<<"$rules"
  [[ ${#rule_list[@]} -gt 0 ]] || die "--rules is empty"
  for rule in "${rule_list[@]}"; do
    [[ -f $ROOT/lab/data/$data-$rule.txt ]] || die "no $data positions for '$rule' (freestyle or renju)"
  done

  build
  check_brain "our brain" "$ours"
  check_brain "peer $name" "$command"
  out=${out:-$ROOT/target/strength/$mode-$(date +%Y%m%d-%H%M%S)}
  mkdir -p "$out"
  local peer_program=${command%% *} peer_dir=. rows="" player dir wins losses draws
  [[ $peer_program == */* ]] && peer_dir=$(dirname "$peer_program")
  for rule in "${rule_list[@]}"; do
    set_openings 0 "$ROOT/lab/data/$data-$rule.txt" 0
    for player in ours "$name"; do
      dir="$out/$player-${role}-$rule"
      echo "== $player on the move in $rule $data positions, $name $other, $turn ms/move, $plies plies -> $dir" >&2
      if [[ $player == ours ]]; then
        run_arena "$dir" --engine "$ours" --engine "$command" --name ours --name "$name" \
          --engine-dir . --engine-dir "$peer_dir" --rule "$rule" --turn-ms "$turn" \
          --convert "$plies" --concurrency "$concurrency"
      else
        run_arena "$dir" --engine "$command" --engine "$command" --name "$name" --name "$name-other" \
          --engine-dir "$peer_dir" --engine-dir "$peer_dir" --rule "$rule" --turn-ms "$turn" \
          --convert "$plies" --concurrency "$concurrency"
      fi
      # The side to move's wins, losses and games still open after the plies.
      read -r wins losses draws _ <"$dir/summary.txt"
      if [[ $mode == defend ]]; then
        rows+="| $rule | $player | $((wins + draws)) of $((wins + losses + draws)) | $losses | $wins | $draws |"$'\n'
      else
        rows+="| $rule | $player | $wins of $((wins + losses + draws)) | $losses | $draws |"$'\n'
      fi
    done
  done

  local table title
  if [[ $mode == defend ]]; then
    title="Defence test"
    table="| rule | defender | escaped | lost | won | still open after $plies plies |"$'\n'
    table+="|---|---|---|---|---|---|"$'\n'
  else
    title="Conversion test"
    table="| rule | converter | converted | lost | not won in $plies plies |"$'\n'
    table+="|---|---|---|---|---|"$'\n'
  fi
  table+=$rows
  report_table "$out" "$title $(date '+%Y-%m-%d %H:%M'), ours = $ours ($(revision)), $name $other" \
    "$turn ms a move, concurrency $concurrency; the positions of lab/data/$data-RULE.txt." \
    "$table" "games and logs in $out"
}

save_base() {
  [[ $# -le 1 ]] || die "save-base takes at most one NAME"
  if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    usage
    exit 0
  fi
  local name=${1:-}
  if [[ -z $name ]]; then
    name=$(git -C "$ROOT" rev-parse --short HEAD) || die "not a git checkout: give a NAME"
    if ! git -C "$ROOT" diff --quiet HEAD -- engine Cargo.toml Cargo.lock 2>/dev/null; then
      echo "strength.sh: note: the engine has uncommitted changes; the binary is not exactly $name (give a NAME to tell it apart)" >&2
    fi
  fi
  [[ $name =~ ^[A-Za-z0-9._-]+$ ]] || die "base name '$name': use letters, digits, '.', '_' or '-'"
  build
  local dir=${GOMOKU_BASE_DIR:-${HOME:-.}/.cache/gomoku-base}
  mkdir -p "$dir"
  cp "$BRAIN" "$dir/pbrain-gomoku-$name"
  echo "$dir/pbrain-gomoku-$name"
}

mode=${1:-}
if [[ $# -gt 0 ]]; then
  shift
fi
case $mode in
  gauntlet) gauntlet "$@" ;;
  sprt) sprt "$@" ;;
  scaling) scaling "$@" ;;
  convert | defend) playout "$mode" "$@" ;;
  save-base) save_base "$@" ;;
  -h | --help | help) usage ;;
  "") usage >&2; exit 2 ;;
  *) die "unknown mode '$mode': gauntlet, sprt, scaling, convert, defend or save-base (see --help)" ;;
esac
