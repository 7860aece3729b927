#!/usr/bin/env bash
# Strength tests built on gomoku-arena (see docs/strength.md):
#   gauntlet   our brain against peer brains the user built (Rapfi, AIWine, ...), per rule
#   sprt       the current build against a saved base build, with an SPRT
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
beside it plays with that model, and one in a folder without plays its built-in tables.
  --peer NAME=COMMAND   a peer brain (repeatable); without any, GOMOKU_PEERS is read:
                        GOMOKU_PEERS='rapfi=/work/peers/pbrain-rapfi;aiwine=/work/peers/pbrain-aiwine'
  --rules R1,R2         rules to play: freestyle, standard, renju, caro (default freestyle,renju)
  --skip NAME:RULE      leave a peer out for a rule it cannot play (repeatable, or comma-separated;
                        GOMOKU_SKIP is read too, e.g. GOMOKU_SKIP='aiwine:renju')
  --turn-ms MS          time per move (default 500)
  --openings N          balanced openings, each played with both colours (default 26: 52 games a line)
  --openings-file FILE  play these openings instead (offset format, as the arena's --openings)
  --seed N              seed of the balanced openings (default 1): another seed, another set
  --concurrency N       games at once (default 1)
  --threads N           threads each brain may use (sent as INFO thread_num; default: not sent)
  --out DIR             where results go (default target/strength/DATE-TIME)
  --ours COMMAND        our brain's command (default target/release/pbrain-gomoku)

sprt: the current build (new) against a saved build (base), with a sequential probability
ratio test: H0 elo <= elo0, H1 elo >= elo1, error rates alpha = beta = 0.05 by default; the
match stops once the log-likelihood ratio leaves (-2.94, 2.94) (not before 40 games), or after every opening
was played with both colours. Prints the result and the verdict (H1 accepted, H0 accepted or
inconclusive); exits 0 whatever the verdict.
  --base BRAIN          the base brain's binary (from `save-base`), required
  --sprt ELO0,ELO1[,ALPHA,BETA]  bounds (default 0,30)
  --rule R              rule (default freestyle)
  --turn-ms MS          time per move (default 100)
  --openings N          balanced openings, both colours (default 200: up to 400 games)
  --openings-file FILE  play these openings instead
  --seed N              seed of the balanced openings (default 1)
  --concurrency N       games at once (default 2)
  --threads N           threads each brain may use (sent as INFO thread_num; default: not sent)
  --out DIR             where results go (default target/strength/sprt-DATE-TIME)
  --ours COMMAND        the new brain's command (default target/release/pbrain-gomoku)

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

# Openings: the arena options and the number of games (each opening with both colours).
OPENING_ARGS=()
GAMES=0
set_openings() {
  local count=$1 file=$2 seed=$3
  if [[ -n $file ]]; then
    [[ -f $file ]] || die "openings file $file not found"
    count=$(sed 's/#.*//' "$file" | grep -c '[^[:space:]]' || true)
    [[ $count -gt 0 ]] || die "no openings in $file"
    OPENING_ARGS=(--openings "$file")
  else
    OPENING_ARGS=(--balanced "$count" --seed "$seed")
  fi
  GAMES=$((2 * count))
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

# Sets WLD, SCORE and ELO ("+35 (-20, +92)") from a summary line's first seven fields.
WLD="" SCORE="" ELO=""
read_result() {
  local wins=$1 losses=$2 draws=$3 score=$4 elo=$5 low=$6 high=$7 interval
  if [[ $low == -inf && $high == inf ]]; then
    interval="unbounded"
  else
    interval="$(fmt_elo "$low"), $(fmt_elo "$high")"
  fi
  WLD="$wins-$losses-$draws"
  SCORE=$(LC_ALL=C awk -v s="$score" 'BEGIN { printf "%.1f%%", s * 100 }')
  ELO="$(fmt_elo "$elo") ($interval)"
}

revision() {
  git -C "$ROOT" describe --always --dirty 2>/dev/null || echo unknown
}

gauntlet() {
  local rules="freestyle,renju" turn=500 openings=26 openings_file="" seed=1 concurrency=1 threads="" out="" ours="$BRAIN"
  local -a peer_specs=() skips=() more=()
  while [[ $# -gt 0 ]]; do
    case $1 in
      --peer) need_value "$@"; peer_specs+=("$2"); shift 2 ;;
      --rules) need_value "$@"; rules=$2; shift 2 ;;
      --skip) need_value "$@"; IFS=',' read -ra more <<<"$2"; skips+=("${more[@]}"); shift 2 ;;
      --turn-ms) need_value "$@"; need_number "$1" "$2" 1; turn=$2; shift 2 ;;
      --openings) need_value "$@"; need_number "$1" "$2" 1; openings=$2; shift 2 ;;
      --openings-file) need_value "$@"; openings_file=$2; shift 2 ;;
      --seed) need_value "$@"; need_number "$1" "$2" 0; seed=$2; shift 2 ;;
      --concurrency) need_value "$@"; need_number "$1" "$2" 1; concurrency=$2; shift 2 ;;
      --threads) need_value "$@"; need_number "$1" "$2" 1; threads=$2; shift 2 ;;
      --out) need_value "$@"; out=$2; shift 2 ;;
      --ours) need_value "$@"; ours=$2; shift 2 ;;
      -h | --help) usage; exit 0 ;;
      *) die "gauntlet: unknown option $1 (see --help)" ;;
    esac
  done
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
  set_openings "$openings" "$openings_file" "$seed"
  out=${out:-$ROOT/target/strength/$(date +%Y%m%d-%H%M%S)}
  mkdir -p "$out"

  local rows="" dir line
  for rule in "${rule_list[@]}"; do
    for i in "${!names[@]}"; do
      name=${names[$i]}
      if [[ " ${skips[*]} " == *" $name:$rule "* ]]; then
        echo "== $name, $rule: skipped" >&2
        rows+="| $name | $rule | $turn ms/move | skipped | | |"$'\n'
        continue
      fi
      dir="$out/$name-$rule"
      echo "== ours vs $name, $rule, $turn ms/move, $GAMES games -> $dir" >&2
      # Each peer starts in its binary's folder, as Piskvork-protocol managers do: a Rapfi with
      # a config.toml beside it (the tuned classical model) loads it; one without plays its
      # built-in tables.
      peer_program=${commands[$i]%% *}
      peer_dir=.
      [[ $peer_program == */* ]] && peer_dir=$(dirname "$peer_program")
      run_arena "$dir" --engine "$ours" --engine "${commands[$i]}" --name ours --name "$name" \
        --engine-dir . --engine-dir "$peer_dir" \
        --rule "$rule" --turn-ms "$turn" --concurrency "$concurrency" ${threads:+--threads "$threads"}
      read -r line <"$dir/summary.txt"
      # shellcheck disable=SC2086 # the summary's fields, split on purpose
      read_result $line
      rows+="| $name | $rule | $turn ms/move | $WLD | $SCORE | $ELO |"$'\n'
    done
  done

  local table
  table="| opponent | rule | time | W-L-D | score | Elo (95 % interval) |"$'\n'
  table+="|---|---|---|---|---|---|"$'\n'
  table+=$rows
  {
    echo "## Gauntlet $(date '+%Y-%m-%d %H:%M'), ours = $ours ($(revision))"
    echo
    echo "$GAMES games a line (each opening with both colours), concurrency $concurrency, threads ${threads:-as each brain chose}; W-L-D, score and Elo are ours."
    echo
    printf '%s\n' "$table"
  } >>"$out/summary.md"
  echo
  printf '%s' "$table"
  echo
  echo "games and logs in $out; table appended to $out/summary.md"
}

sprt() {
  local base="" bounds="0,30" rule=freestyle turn=100 openings=200 openings_file="" seed=1 concurrency=2 threads="" out="" ours="$BRAIN"
  while [[ $# -gt 0 ]]; do
    case $1 in
      --base) need_value "$@"; base=$2; shift 2 ;;
      --sprt) need_value "$@"; bounds=$2; shift 2 ;;
      --rule) need_value "$@"; rule=$2; shift 2 ;;
      --turn-ms) need_value "$@"; need_number "$1" "$2" 1; turn=$2; shift 2 ;;
      --openings) need_value "$@"; need_number "$1" "$2" 1; openings=$2; shift 2 ;;
      --openings-file) need_value "$@"; openings_file=$2; shift 2 ;;
      --seed) need_value "$@"; need_number "$1" "$2" 0; seed=$2; shift 2 ;;
      --concurrency) need_value "$@"; need_number "$1" "$2" 1; concurrency=$2; shift 2 ;;
      --threads) need_value "$@"; need_number "$1" "$2" 1; threads=$2; shift 2 ;;
      --out) need_value "$@"; out=$2; shift 2 ;;
      --ours) need_value "$@"; ours=$2; shift 2 ;;
      -h | --help) usage; exit 0 ;;
      *) die "sprt: unknown option $1 (see --help)" ;;
    esac
  done
  [[ -n $base ]] || die "sprt needs --base BASE_BRAIN (save one with: scripts/strength.sh save-base)"
  [[ " $RULES_KNOWN " == *" $rule "* ]] || die "unknown rule '$rule' (one of: $RULES_KNOWN)"
  [[ $bounds =~ ^-?[0-9.]+,-?[0-9.]+(,[0-9.]+,[0-9.]+)?$ ]] || die "--sprt '$bounds' is not ELO0,ELO1[,ALPHA,BETA]"

  build
  check_brain "the new brain" "$ours"
  check_brain "the base brain" "$base"
  set_openings "$openings" "$openings_file" "$seed"
  out=${out:-$ROOT/target/strength/sprt-$(date +%Y%m%d-%H%M%S)}
  local base_name
  base_name=$(basename "${base%% *}")
  base_name=${base_name#pbrain-gomoku-}
  echo "== new ($ours, $(revision)) vs base ($base), $rule, $turn ms/move, SPRT $bounds, up to $GAMES games -> $out" >&2
  run_arena "$out" --engine "$ours" --engine "$base" --name new --name "base-$base_name" \
    --rule "$rule" --turn-ms "$turn" --concurrency "$concurrency" --sprt "$bounds" \
    ${threads:+--threads "$threads"}

  local wins losses draws score elo low high ll ld dd wd ww pscore pelo plow phigh llr lower upper verdict text elo0 elo1
  # shellcheck disable=SC2034 # the pairs' fields are read to reach the SPRT's
  read -r wins losses draws score elo low high ll ld dd wd ww pscore pelo plow phigh llr lower upper verdict <"$out/summary.txt"
  IFS=',' read -r elo0 elo1 _ <<<"$bounds"
  case $verdict in
    H1) text="H1 accepted: the new build is stronger (elo >= $elo1)" ;;
    H0) text="H0 accepted: the new build is not stronger (elo <= $elo0)" ;;
    *) text="inconclusive: the LLR stayed between the bounds after $((wins + losses + draws)) games (play more openings to decide)" ;;
  esac
  read_result "$wins" "$losses" "$draws" "$score" "$elo" "$low" "$high"
  local result="new vs base-$base_name, $rule, $turn ms/move: $WLD, score $SCORE, Elo $ELO"
  {
    echo "## SPRT $(date '+%Y-%m-%d %H:%M'): new = $ours ($(revision)), base = $base"
    echo
    echo "$result"
    echo
    echo "SPRT $bounds: LLR $llr (bounds $lower, $upper): $text"
    echo
  } >>"$out/summary.md"
  echo
  echo "$result"
  echo "SPRT $bounds: LLR $llr (bounds $lower, $upper)"
  echo "verdict: $text"
  echo "games and logs in $out"
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
  {
    echo "## $title $(date '+%Y-%m-%d %H:%M'), ours = $ours ($(revision)), $name $other"
    echo
    echo "$turn ms a move, concurrency $concurrency; the positions of lab/data/$data-RULE.txt."
    echo
    printf '%s\n' "$table"
  } >>"$out/summary.md"
  echo
  printf '%s' "$table"
  echo
  echo "games and logs in $out; table appended to $out/summary.md"
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
  convert | defend) playout "$mode" "$@" ;;
  save-base) save_base "$@" ;;
  -h | --help | help) usage ;;
  "") usage >&2; exit 2 ;;
  *) die "unknown mode '$mode': gauntlet, sprt, convert, defend or save-base (see --help)" ;;
esac
