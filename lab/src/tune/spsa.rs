//! Tunes the hand-set evaluation's numbers by games (SPSA, simultaneous perturbation
//! stochastic approximation). Each iteration draws a random sign Δᵢ = ±1 per number, builds
//! the tables θ + cΔ and θ − cΔ, lets them play a pair of games from one opening (each with
//! black once) at a fixed node budget a move, and moves every number by
//! aₖ · cᵢ · r · Δᵢ, where r = (θ + cΔ's points in the pair) − 1. Where `--hand` fits the
//! numbers to the data's outcomes, this asks the question an SPRT asks: which numbers win games
//! with this search.
//!
//! The search's pruning and reduction numbers ([`SearchParams`]) can be tuned the same way,
//! alone or with the evaluation's.
//!
//! A number's perturbation cᵢ is a share of its starting size (at least `min_perturbation` for
//! the evaluation's numbers, at least 1 for the search's);
//! the step decays as aₖ = a · (A + 1)^0.602 / (A + k)^0.602 (Spall's schedule, A a tenth of
//! the run). Threads play different pairs against one shared θ, so only a one-thread run is
//! reproducible. Games are played with a node budget, not a clock, so the machine's load does
//! not change them.

use std::sync::Mutex;
use std::time::Instant;

use rand::RngExt;

use gomoku_engine::eval::{HandSet, HandTables};
use gomoku_engine::game::{Game, GameOptions};
use gomoku_engine::point::{Color, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{Limits, SearchParams, Searcher, StopFlag};

use super::hand::{PARAMETERS, describe, fixed, flatten, rounded};
use crate::arena::balanced_openings;
use crate::datagen::{DATA_BOARD, game_rng, sane_random_move};

#[derive(Clone, Debug)]
pub struct SpsaConfig {
    /// The tables tuned (renju's black and white numbers apart, freestyle's shared).
    pub set: HandSet,
    pub start: HandTables,
    pub start_search: SearchParams,
    /// Which numbers move.
    pub tune: Tuned,
    /// Game pairs to play.
    pub iterations: u64,
    /// Search nodes a move.
    pub nodes: u64,
    pub threads: usize,
    pub seed: u64,
    /// a: the first iteration's step, in units of a number's perturbation.
    pub learning_rate: f64,
    /// cᵢ as a share of the number's starting size...
    pub perturbation: f64,
    /// ...and at least this.
    pub min_perturbation: f64,
    /// Balanced openings the pairs start from...
    pub openings: usize,
    /// ...each followed by this many random moves among the few best-looking.
    pub random_plies: u32,
    pub hash_mb: usize,
}

impl Default for SpsaConfig {
    fn default() -> SpsaConfig {
        SpsaConfig {
            set: HandSet::Freestyle,
            start: HandSet::Freestyle.tables().clone(),
            start_search: SearchParams::default(),
            tune: Tuned::Eval,
            iterations: 2000,
            nodes: 20_000,
            threads: 1,
            seed: 1,
            learning_rate: 0.01,
            perturbation: 0.1,
            min_perturbation: 3.0,
            openings: 200,
            random_plies: 2,
            hash_mb: 8,
        }
    }
}

/// The numbers a run tunes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tuned {
    /// The hand-set evaluation's.
    Eval,
    /// The search's pruning and reductions.
    Search,
    Both,
}

/// The search's numbers as θ holds them after the evaluation's, with their names.
const SEARCH_NUMBERS: [&str; 8] = [
    "futility margin",
    "razor margin",
    "move-count base",
    "move-count scale",
    "move-count power",
    "LMR divisor",
    "LMR base",
    "history divisor",
];
const THETA: usize = PARAMETERS + SEARCH_NUMBERS.len();

fn search_values(params: &SearchParams) -> [i32; 8] {
    [
        params.futility_margin,
        params.razor_margin,
        params.move_count_base,
        params.move_count_scale,
        params.move_count_power,
        params.lmr_divisor,
        params.lmr_base,
        params.history_divisor,
    ]
}

fn search_params(theta: &[f64; THETA]) -> SearchParams {
    let v = |n: usize| theta[PARAMETERS + n].round() as i32;
    SearchParams {
        futility_margin: v(0),
        razor_margin: v(1),
        move_count_base: v(2),
        move_count_scale: v(3),
        move_count_power: v(4),
        lmr_divisor: v(5),
        lmr_base: v(6),
        history_divisor: v(7),
    }
    .sane()
}

fn hand_part(theta: &[f64; THETA]) -> [f64; PARAMETERS] {
    theta[..PARAMETERS]
        .try_into()
        .expect("θ starts with the tables")
}

fn name(index: usize) -> String {
    if index < PARAMETERS {
        describe(index).0
    } else {
        SEARCH_NUMBERS[index - PARAMETERS].to_owned()
    }
}

/// Where a run stands.
#[derive(Clone, Debug, PartialEq)]
pub struct SpsaProgress {
    pub iterations: u64,
    pub games: u64,
    /// Points θ + cΔ scored, out of `games`.
    pub plus_points: f64,
    /// θ now, rounded to tables and search numbers.
    pub tables: HandTables,
    pub search: SearchParams,
    /// Every tuned number: its name, starting value and value now.
    pub changes: Vec<(String, f64, f64)>,
    pub seconds: f64,
}

/// The rule the set's games are played under.
fn rule_of(set: HandSet) -> Rule {
    match set {
        HandSet::Freestyle => Rule::Freestyle,
        HandSet::Renju => Rule::Renju,
    }
}

/// The indices SPSA moves: of the tables every number that is not [`fixed`], black's slots only
/// when the set is not by colour; of the search, all.
fn tuned(set: HandSet, tune: Tuned) -> Vec<usize> {
    let eval = (0..PARAMETERS).filter(|&i| !fixed(i) && (set.by_colour() || describe(i).1 == 0));
    let search = PARAMETERS..THETA;
    match tune {
        Tuned::Eval => eval.collect(),
        Tuned::Search => search.collect(),
        Tuned::Both => eval.chain(search).collect(),
    }
}

struct Shared {
    theta: [f64; THETA],
    next: u64,
    done: u64,
    games: u64,
    plus_points: f64,
}

/// Plays `config.iterations` pairs on `config.threads` threads; `on_progress` hears after every
/// `report_every` finished pairs (0: never) and the final state is returned.
pub fn run_spsa(
    config: &SpsaConfig,
    report_every: u64,
    on_progress: &mut (dyn FnMut(&SpsaProgress) + Send),
) -> SpsaProgress {
    let started = Instant::now();
    let rule = rule_of(config.set);
    let openings = balanced_openings(config.openings.max(1), DATA_BOARD, rule, config.seed);
    let mut start = [0.0; THETA];
    start[..PARAMETERS].copy_from_slice(&flatten(&config.start));
    for (n, value) in search_values(&config.start_search).into_iter().enumerate() {
        start[PARAMETERS + n] = value as f64;
    }
    let indices = tuned(config.set, config.tune);
    let scale: Vec<f64> = indices
        .iter()
        .map(|&i| {
            let least = if i < PARAMETERS {
                config.min_perturbation
            } else {
                1.0
            };
            (start[i].abs() * config.perturbation).max(least)
        })
        .collect();
    let stability = (config.iterations as f64 / 10.0).max(1.0);
    let shared = Mutex::new(Shared {
        theta: start,
        next: 0,
        done: 0,
        games: 0,
        plus_points: 0.0,
    });
    let on_progress = Mutex::new(on_progress);
    let progress = |state: &Shared| SpsaProgress {
        iterations: state.done,
        games: state.games,
        plus_points: state.plus_points,
        tables: HandTables {
            threat: config.start.threat,
            ..rounded(&hand_part(&state.theta), config.set.by_colour())
        },
        search: search_params(&state.theta),
        changes: indices
            .iter()
            .map(|&i| (name(i), start[i], state.theta[i]))
            .collect(),
        seconds: started.elapsed().as_secs_f64(),
    };
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| {
                let mut searchers = [
                    Searcher::new(rule, config.hash_mb),
                    Searcher::new(rule, config.hash_mb),
                ];
                loop {
                    // Draw this iteration's signs and both tables from θ as it is now.
                    let (k, signs, plus, minus) = {
                        let mut state = shared.lock().expect("no thread panics holding it");
                        if state.next >= config.iterations {
                            break;
                        }
                        state.next += 1;
                        let k = state.next;
                        let mut rng = game_rng(config.seed, k);
                        let signs: Vec<f64> = indices
                            .iter()
                            .map(|_| if rng.random_bool(0.5) { 1.0 } else { -1.0 })
                            .collect();
                        let (mut plus, mut minus) = (state.theta, state.theta);
                        for (n, &i) in indices.iter().enumerate() {
                            plus[i] += scale[n] * signs[n];
                            minus[i] -= scale[n] * signs[n];
                        }
                        (k, signs, plus, minus)
                    };
                    let by_colour = config.set.by_colour();
                    // The searcher keeps a `'static` reference: two small tables (a few hundred
                    // bytes) are leaked per pair, a few MB over a long run. The threat values are
                    // not tuned by games: both players keep the starting ones.
                    let threat = config.start.threat;
                    let plus_hand = HandTables {
                        threat,
                        ..rounded(&hand_part(&plus), by_colour)
                    };
                    let minus_hand = HandTables {
                        threat,
                        ..rounded(&hand_part(&minus), by_colour)
                    };
                    let plus_hand: &'static HandTables = Box::leak(Box::new(plus_hand));
                    let minus_hand: &'static HandTables = Box::leak(Box::new(minus_hand));
                    let players = [
                        (plus_hand, search_params(&plus)),
                        (minus_hand, search_params(&minus)),
                    ];
                    let mut rng = game_rng(config.seed ^ 0x5350_5341, k);
                    let opening = openings[rng.random_range(0..openings.len())].clone();
                    let Some(opening) =
                        extend_opening(rule, opening, config.random_plies, &mut rng)
                    else {
                        continue;
                    };
                    let points = play_pair(rule, &opening, players, &mut searchers, config);
                    let r = points - 1.0;
                    let step = config.learning_rate
                        * ((stability + 1.0) / (stability + k as f64)).powf(0.602);
                    let mut state = shared.lock().expect("no thread panics holding it");
                    for (n, &i) in indices.iter().enumerate() {
                        state.theta[i] += step * scale[n] * r * signs[n];
                    }
                    state.done += 1;
                    state.games += 2;
                    state.plus_points += points;
                    if report_every > 0 && state.done.is_multiple_of(report_every) {
                        let snapshot = progress(&state);
                        drop(state);
                        (on_progress.lock().expect("no thread panics holding it"))(&snapshot);
                    }
                }
            });
        }
    });
    let state = shared.into_inner().expect("no thread panicked holding it");
    progress(&state)
}

/// The opening and `plies` random moves after it, or `None` if one of them ends the game.
fn extend_opening(
    rule: Rule,
    mut moves: Vec<Point>,
    plies: u32,
    rng: &mut rand::rngs::StdRng,
) -> Option<Vec<Point>> {
    let mut game = Game::from_moves(options(rule), &moves).ok()?;
    for _ in 0..plies {
        let point = sane_random_move(game.board(), rule, rng)?;
        game.play(point).ok()?;
        if game.is_over() {
            return None;
        }
        moves.push(point);
    }
    Some(moves)
}

fn options(rule: Rule) -> GameOptions {
    GameOptions {
        rule,
        size: DATA_BOARD,
        strict_forbidden: true,
    }
}

/// Two games from `opening`, each player (tables and search numbers) taking black once; the
/// points `players[0]` scored (win 1, draw ½).
fn play_pair(
    rule: Rule,
    opening: &[Point],
    players: [(&'static HandTables, SearchParams); 2],
    searchers: &mut [Searcher; 2],
    config: &SpsaConfig,
) -> f64 {
    for (searcher, (tables, params)) in searchers.iter_mut().zip(players) {
        searcher.set_hand_tables(Some(tables));
        searcher.set_search_params(params);
    }
    let mut points = 0.0;
    for first_is_black in [true, false] {
        let first_colour = if first_is_black {
            Color::Black
        } else {
            Color::White
        };
        points += match play_game(rule, opening, searchers, first_colour, config.nodes) {
            Some(winner) if winner == first_colour => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    points
}

/// One game from `opening`, `searchers[0]` playing `first_colour`; the winner, `None` for a
/// draw (a full board, or a move the rules refuse, which the searcher never plays).
fn play_game(
    rule: Rule,
    opening: &[Point],
    searchers: &mut [Searcher; 2],
    first_colour: Color,
    nodes: u64,
) -> Option<Color> {
    let mut game = Game::from_moves(options(rule), opening).ok()?;
    for searcher in searchers.iter_mut() {
        searcher.clear();
    }
    let limits = Limits::nodes(nodes);
    let stop = StopFlag::new();
    while !game.is_over() {
        let mover = usize::from(game.to_move() != first_colour);
        let best = searchers[mover]
            .search(game.board(), &limits, &stop, &mut |_| {})
            .best_move?;
        game.play(best).ok()?;
    }
    game.result().and_then(|r| r.winner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::internals::{Combo, Pattern};

    fn tiny(set: HandSet, threads: usize) -> SpsaConfig {
        SpsaConfig {
            set,
            start: set.tables().clone(),
            iterations: 3,
            nodes: 300,
            threads,
            openings: 2,
            learning_rate: 0.5,
            ..SpsaConfig::default()
        }
    }

    #[test]
    fn fixed_numbers_never_move_and_the_rest_may() {
        let tuned_freestyle = tuned(HandSet::Freestyle, Tuned::Eval);
        assert!(
            tuned_freestyle
                .iter()
                .all(|&i| describe(i).1 == 0 && !fixed(i))
        );
        assert_eq!(
            tuned(HandSet::Renju, Tuned::Eval).len(),
            2 * tuned_freestyle.len()
        );
        let mut reports = 0;
        let last = run_spsa(&tiny(HandSet::Freestyle, 1), 1, &mut |_| reports += 1);
        assert_eq!((last.iterations, last.games, reports), (3, 6, 3));
        let (start, now) = (HandSet::Freestyle.tables(), &last.tables);
        assert_eq!(
            now.own[0][Combo::Five as usize],
            start.own[0][Combo::Five as usize]
        );
        assert_eq!(
            now.own[0][Combo::Flex4 as usize],
            start.own[0][Combo::Flex4 as usize]
        );
        assert_eq!(
            now.pattern[0][Pattern::F5 as usize],
            start.pattern[0][Pattern::F5 as usize]
        );
        // Freestyle's tables stay the same for both colours.
        assert_eq!(now.pattern[0], now.pattern[1]);
        assert_eq!(now.own[0], now.own[1]);
    }

    #[test]
    fn tuning_the_search_leaves_the_tables_alone() {
        let config = SpsaConfig {
            tune: Tuned::Search,
            iterations: 6,
            ..tiny(HandSet::Freestyle, 1)
        };
        let last = run_spsa(&config, 0, &mut |_| {});
        assert_eq!(&last.tables, HandSet::Freestyle.tables());
        assert_eq!(last.changes.len(), SEARCH_NUMBERS.len());
        assert_eq!(last.search, last.search.sane());
        // Search numbers that did not move round back to the engine's.
        if last.changes.iter().all(|(_, start, now)| start == now) {
            assert_eq!(last.search, SearchParams::default());
        }
    }

    #[test]
    fn one_thread_runs_are_reproducible() {
        let config = tiny(HandSet::Freestyle, 1);
        let first = run_spsa(&config, 0, &mut |_| {});
        let second = run_spsa(&config, 0, &mut |_| {});
        assert_eq!(first.tables, second.tables);
        assert_eq!(first.plus_points, second.plus_points);
    }

    #[test]
    fn renju_tunes_black_and_white_apart() {
        let last = run_spsa(&tiny(HandSet::Renju, 2), 0, &mut |_| {});
        assert_eq!(last.games, 6);
        let moved = |colour: usize| {
            last.changes
                .iter()
                .zip(tuned(HandSet::Renju, Tuned::Eval))
                .any(|((_, start, now), i)| describe(i).1 == colour && start != now)
        };
        // A decisive pair moves every tuned number, black's and white's alike.
        assert_eq!(moved(0), moved(1));
    }
}
