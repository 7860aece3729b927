//! Where a search's depth goes (`gomoku-probe`): two protocol brains asked for a move in the same
//! positions at the same node budgets (`INFO max_node`), their progress lines read back, and
//! per brain and budget: the nodes spent, the depth and selective depth reached, the effective
//! branching factor of the last iterations, and how often the best move changed on the way.
//!
//! Both our brain and Rapfi print a line per finished iteration (`depth D-S ... time Tms ... pv`
//! and `Depth D-S | Eval E | Time Tms | PV`); ours also prints its node count there, Rapfi only
//! in its last line (`Speed .. | Node N | Time ..`). So the branching factor is read from the
//! iterations' times, the same measure for both.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use gomoku_engine::point::{BoardSize, Color, Point};
use gomoku_engine::rules::Rule;

use crate::arena::{BrainFailure, BrainProcess};

/// One finished iteration as a brain reported it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub depth: u32,
    pub seldepth: u32,
    pub time_ms: u64,
    /// Nodes so far, where the brain says (ours does, Rapfi does not).
    pub nodes: Option<u64>,
    /// The principal variation's first move, as the brain wrote it.
    pub best: Option<String>,
    /// The score is a proven win or loss (not a number).
    pub decided: bool,
    /// The score itself, for the side to move.
    pub value: Option<ProbeValue>,
}

/// A brain's score of a position for the side to move: a number in its own units, or a proven
/// result (ours writes `+W5` / `-L4`, Rapfi `+M29` / `-M10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbeValue {
    Eval(i64),
    Won,
    Lost,
}

impl ProbeValue {
    /// `34`, `-228`, `+W5`, `-M10`; `None` for anything else.
    pub fn parse(text: &str) -> Option<ProbeValue> {
        if let Ok(value) = text.parse() {
            return Some(ProbeValue::Eval(value));
        }
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some('+'), Some(c)) if c.is_ascii_alphabetic() => Some(ProbeValue::Won),
            (Some('-'), Some(c)) if c.is_ascii_alphabetic() => Some(ProbeValue::Lost),
            _ => None,
        }
    }
}

/// What one search of one position reported.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Probe {
    /// The last line of each depth, in order.
    pub iterations: Vec<Iteration>,
    /// The total node count, from the last iteration or from a closing `Node N` line.
    pub nodes: Option<u64>,
    /// The move it answered.
    pub reply: String,
    pub wall_ms: u64,
}

/// A progress line's fields: `depth A-B` and `time Tms` in either brain's spelling, `nodes N` or
/// `Node N` (with a K or M suffix), the evaluation (`ev` / `Eval`), and the line's first move
/// (after `pv`, or the last `|` field of Rapfi's). `None` for lines that are not an iteration:
/// numbered multi-PV lines, Rapfi's closing `Speed` line and anything else.
pub fn parse_iteration(line: &str) -> Option<Iteration> {
    let line = line.trim();
    if line.starts_with('(') || line.to_ascii_lowercase().starts_with("speed") {
        return None;
    }
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == '|')
        .filter(|w| !w.is_empty())
        .collect();
    let after = |key: &str| {
        words
            .iter()
            .position(|w| w.eq_ignore_ascii_case(key))
            .and_then(|i| words.get(i + 1).copied())
    };
    let (depth, seldepth) = after("depth")?.split_once('-')?;
    let (depth, seldepth) = (depth.parse().ok()?, seldepth.parse().ok()?);
    let time_ms = after("time")?.strip_suffix("ms")?.parse().ok()?;
    let nodes = after("nodes")
        .or_else(|| after("node"))
        .and_then(parse_count);
    let eval = after("ev").or_else(|| after("eval"));
    let decided = eval.is_some_and(|e| e.parse::<i64>().is_err());
    let value = eval.and_then(ProbeValue::parse);
    let best = match after("pv") {
        Some(first) => Some(first.to_string()),
        // Rapfi: the variation is the last field, moves like `H8`.
        None => line
            .rsplit('|')
            .next()
            .and_then(|field| field.split_whitespace().next())
            .filter(|m| {
                m.len() >= 2
                    && m.as_bytes()[0].is_ascii_alphabetic()
                    && m[1..].bytes().all(|b| b.is_ascii_digit())
            })
            .map(str::to_string),
    };
    Some(Iteration {
        depth,
        seldepth,
        time_ms,
        nodes,
        best,
        decided,
        value,
    })
}

/// `123`, `45K`, `1.5M` as a count.
fn parse_count(text: &str) -> Option<u64> {
    let (number, scale) = match text.chars().last()? {
        'k' | 'K' => (&text[..text.len() - 1], 1e3),
        'm' | 'M' => (&text[..text.len() - 1], 1e6),
        _ => (text, 1.0),
    };
    let value: f64 = number.parse().ok()?;
    (value >= 0.0).then(|| (value * scale).round() as u64)
}

/// A search's report read from its `MESSAGE` lines (the word `MESSAGE` already taken off).
pub fn read_probe(messages: &[String], reply: String, wall_ms: u64) -> Probe {
    let mut iterations: Vec<Iteration> = Vec::new();
    let mut nodes = None;
    for message in messages {
        if message.to_ascii_lowercase().starts_with("speed") {
            nodes = parse_iteration(&message.replacen("Speed", "", 1))
                .and_then(|i| i.nodes)
                .or(nodes);
            continue;
        }
        let Some(iteration) = parse_iteration(message) else {
            continue;
        };
        match iterations.last_mut() {
            Some(last) if last.depth == iteration.depth => *last = iteration,
            _ => iterations.push(iteration),
        }
    }
    let nodes = nodes.or_else(|| iterations.last().and_then(|i| i.nodes));
    Probe {
        iterations,
        nodes,
        reply,
        wall_ms,
    }
}

/// A brain to probe: its command line, the folder it runs in, its name in the table.
#[derive(Clone, Debug)]
pub struct ProbeBrain {
    pub name: String,
    pub command: String,
    pub dir: Option<PathBuf>,
}

/// Asks `brain` for its move in the position `moves` (black first) under `rule` with at most
/// `nodes` nodes, and reads its progress lines.
pub fn probe(
    brain: &ProbeBrain,
    rule: Rule,
    size: BoardSize,
    nodes: u64,
    moves: &[Point],
    timeout: Duration,
) -> Result<Probe, BrainFailure> {
    let mut process = BrainProcess::spawn(&brain.command, brain.dir.as_deref())?;
    process.send(&format!("START {}", size.get()))?;
    match process.reply(Duration::from_secs(30))? {
        reply if reply == "OK" => {}
        reply => return Err(BrainFailure::BadReply(reply)),
    }
    for line in [
        format!("INFO rule {}", rule.gomocup_bits()),
        format!("INFO timeout_turn {}", timeout.as_millis()),
        "INFO timeout_match 0".to_string(),
        "INFO game_type 1".to_string(),
        format!("INFO max_node {nodes}"),
    ] {
        process.send(&line)?;
    }
    let me = if moves.len().is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    let started = Instant::now();
    for line in gomoku_engine::protocol::board_block(moves, me) {
        process.send(&line)?;
    }
    let (reply, messages) = process.reply_and_messages(timeout + Duration::from_secs(5))?;
    let wall_ms = started.elapsed().as_millis() as u64;
    Ok(read_probe(&messages, reply, wall_ms))
}

/// One brain's figures over the positions probed at one budget.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DepthSummary {
    /// Searches counted: those whose score stayed a number (a proven result ends a search
    /// early and says nothing about depth).
    pub searches: usize,
    pub mean_nodes: f64,
    pub mean_depth: f64,
    pub mean_seldepth: f64,
    /// Geometric mean over searches of (time of the last iteration / time two before)^(1/2),
    /// where both took at least `EBF_MIN_MS`.
    pub ebf: Option<f64>,
    /// Changes of the best move between iterations from depth `CHANGES_FROM` on, per search.
    pub best_changes: f64,
    /// The depth of the last change of best move (or the first counted depth), averaged.
    pub settled_depth: f64,
    pub mean_wall_ms: f64,
    /// The share of a search's time that its finished iterations took (the rest went into an
    /// iteration the budget cut short), averaged.
    pub finished_share: f64,
}

/// Iterations that ran at least this long time the branching factor (shorter ones round to
/// whole milliseconds too coarsely).
pub const EBF_MIN_MS: u64 = 3;
/// Best-move changes are counted from this depth on (the first iterations always wander).
pub const CHANGES_FROM: u32 = 5;

/// The figures of `probes`, skipping decided searches.
pub fn summarize(probes: &[&Probe]) -> DepthSummary {
    let counted: Vec<&&Probe> = probes
        .iter()
        .filter(|p| p.iterations.last().is_some_and(|i| !i.decided))
        .collect();
    let n = counted.len();
    if n == 0 {
        return DepthSummary::default();
    }
    let mean = |f: &dyn Fn(&Probe) -> f64| counted.iter().map(|p| f(p)).sum::<f64>() / n as f64;
    let last = |p: &Probe| p.iterations.last().cloned().unwrap_or_else(empty_iteration);
    let mut log_ebf = Vec::new();
    for probe in &counted {
        let its = &probe.iterations;
        if its.len() >= 3 {
            let (late, early) = (its[its.len() - 1].time_ms, its[its.len() - 3].time_ms);
            if early >= EBF_MIN_MS && late >= early {
                log_ebf.push((late as f64 / early as f64).ln() / 2.0);
            }
        }
    }
    let changes = |p: &Probe| {
        let moves: Vec<(u32, &Option<String>)> = p
            .iterations
            .iter()
            .filter(|i| i.depth >= CHANGES_FROM)
            .map(|i| (i.depth, &i.best))
            .collect();
        let mut count = 0;
        let mut settled = moves.first().map_or(0, |m| m.0);
        for pair in moves.windows(2) {
            if pair[0].1 != pair[1].1 {
                count += 1;
                settled = pair[1].0;
            }
        }
        (count as f64, settled as f64)
    };
    DepthSummary {
        searches: n,
        mean_nodes: mean(&|p| p.nodes.unwrap_or(0) as f64),
        mean_depth: mean(&|p| last(p).depth as f64),
        mean_seldepth: mean(&|p| last(p).seldepth as f64),
        ebf: (!log_ebf.is_empty())
            .then(|| (log_ebf.iter().sum::<f64>() / log_ebf.len() as f64).exp()),
        best_changes: mean(&|p| changes(p).0),
        settled_depth: mean(&|p| changes(p).1),
        mean_wall_ms: mean(&|p| p.wall_ms as f64),
        finished_share: mean(&|p| (last(p).time_ms as f64 / p.wall_ms.max(1) as f64).min(1.0)),
    }
}

fn empty_iteration() -> Iteration {
    Iteration {
        depth: 0,
        seldepth: 0,
        time_ms: 0,
        nodes: None,
        best: None,
        decided: false,
        value: None,
    }
}

/// Positions from a `games.txt` of `gomoku-arena`: each game's moves cut after each of `plies`
/// (games shorter than a cut give none for it).
pub fn positions_from_games(
    text: &str,
    size: BoardSize,
    plies: &[usize],
) -> Result<Vec<Vec<Point>>, String> {
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let Some(moves) = line.split_whitespace().last() else {
            continue;
        };
        let moves = gomoku_engine::notation::parse_moves(moves, size)
            .map_err(|e| format!("line {}: {e}", number + 1))?;
        for &ply in plies {
            // The game must go on after the cut: a finished position has nothing to search.
            if ply < moves.len() {
                positions.push(moves[..ply].to_vec());
            }
        }
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_brains_progress_lines_read_the_same() {
        let ours = parse_iteration(
            "depth 12-20 ev 34 winrate 55.0% nodes 48512 nps 600000 time 81ms pv 7,8 8,8",
        )
        .unwrap();
        assert_eq!((ours.depth, ours.seldepth, ours.time_ms), (12, 20, 81));
        assert_eq!(ours.nodes, Some(48512));
        assert_eq!(ours.best.as_deref(), Some("7,8"));
        assert!(!ours.decided);
        let rapfi = parse_iteration("Depth 5-7 | Eval 369 | Time 1ms | I8 H7 G8").unwrap();
        assert_eq!((rapfi.depth, rapfi.seldepth, rapfi.time_ms), (5, 7, 1));
        assert_eq!(rapfi.nodes, None);
        assert_eq!(rapfi.best.as_deref(), Some("I8"));
        assert_eq!(ours.value, Some(ProbeValue::Eval(34)));
        assert_eq!(rapfi.value, Some(ProbeValue::Eval(369)));
        let won = parse_iteration("depth 3-9 ev +W5 nodes 9 nps 1 time 0ms pv 1,1").unwrap();
        assert!(won.decided);
        assert_eq!(won.value, Some(ProbeValue::Won));
        let lost = parse_iteration("Depth 17-33 | Eval -M10 | Time 364ms | G13 G11").unwrap();
        assert_eq!(lost.value, Some(ProbeValue::Lost));
        assert_eq!(ProbeValue::parse("-228"), Some(ProbeValue::Eval(-228)));
        assert_eq!(ProbeValue::parse("+"), None);
        assert_eq!(ProbeValue::parse("junk"), None);
        for other in [
            "Load config from config.toml",
            "OptiTime 22s | MaxTime 29s",
            "(2) depth 4-4 ev 1 winrate 50% nodes 1 nps 1 time 0ms pv 1,1",
            "Speed 876K | Depth 6-6 | Eval 369 | Node 876 | Time 1ms",
            "depth x-1 time 1ms",
        ] {
            assert_eq!(parse_iteration(other), None, "{other}");
        }
    }

    #[test]
    fn a_report_keeps_each_depths_last_line_and_rapfis_closing_count() {
        let messages: Vec<String> = [
            "OptiTime 22s | MaxTime 29s",
            "Depth 5-7 | Eval 369 | Time 1ms | I8 H7",
            "Depth 6-6 | Eval 360 | Time 2ms | I8 H7",
            "Depth 6-6 | Eval 362 | Time 3ms | J8 H7",
            "Speed 876K | Depth 6-6 | Eval 362 | Node 1.5K | Time 3ms",
        ]
        .map(String::from)
        .to_vec();
        let probe = read_probe(&messages, "9,7".into(), 4);
        assert_eq!(probe.iterations.len(), 2);
        assert_eq!(probe.iterations[1].best.as_deref(), Some("J8"));
        assert_eq!(probe.nodes, Some(1500));
    }

    fn probe_of(lines: &[(u32, u64, &str)], decided: bool) -> Probe {
        Probe {
            iterations: lines
                .iter()
                .map(|&(depth, time_ms, best)| Iteration {
                    depth,
                    seldepth: depth + 4,
                    time_ms,
                    nodes: Some(time_ms * 1000),
                    best: Some(best.into()),
                    decided,
                    value: Some(if decided {
                        ProbeValue::Won
                    } else {
                        ProbeValue::Eval(0)
                    }),
                })
                .collect(),
            nodes: Some(lines.last().map_or(0, |l| l.1 * 1000)),
            reply: String::new(),
            wall_ms: 10,
        }
    }

    #[test]
    fn the_summary_times_the_last_plies_and_counts_changes_of_mind() {
        let a = probe_of(
            &[
                (4, 1, "a"),
                (5, 2, "a"),
                (6, 4, "b"),
                (7, 16, "b"),
                (8, 64, "c"),
            ],
            false,
        );
        let b = probe_of(&[(5, 4, "x"), (6, 9, "x"), (7, 36, "x")], false);
        let decided = probe_of(&[(9, 100, "w")], true);
        let summary = summarize(&[&a, &b, &decided]);
        assert_eq!(summary.searches, 2);
        assert_eq!(summary.mean_depth, 7.5);
        assert_eq!(summary.mean_seldepth, 11.5);
        // sqrt(64/4) = 4 and sqrt(36/4) = 3: geometric mean sqrt(12).
        assert!((summary.ebf.unwrap() - 12f64.sqrt()).abs() < 1e-9);
        // a changes at 6 and 8 (counting from depth 5), b never.
        assert_eq!(summary.best_changes, 1.0);
        assert_eq!(summary.settled_depth, (8.0 + 5.0) / 2.0);
        // 64 of 10 ms and 36 of 10 ms: capped at the whole search.
        assert_eq!(summary.finished_share, 1.0);
        assert_eq!(summarize(&[&decided]), DepthSummary::default());
    }

    #[test]
    fn positions_are_cut_from_each_game_where_it_goes_on() {
        let size = BoardSize::STANDARD;
        let text = "1 black=a white=b black wins (five) h8h9i9\n2 black=b white=a draw h8\n";
        let positions = positions_from_games(text, size, &[1, 2, 3]).unwrap();
        assert_eq!(positions.len(), 2);
        assert_eq!(positions[0].len(), 1);
        assert_eq!(positions[1].len(), 2);
        assert!(positions_from_games("1 x zz99", size, &[1]).is_err());
    }
}
