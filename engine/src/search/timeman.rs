//! Time management: a move's time from the game clock, whether another iteration of the
//! iterative deepening fits in it, and the share the root's threat solver gets.

use std::time::Duration;

use super::budget::Instant;
use super::types::Limits;

impl Limits {
    /// A per-move time from a clock: the turn limit and the time left for the whole game (both
    /// optional), with a safety margin for the caller's own overhead. The game's remaining
    /// time is spread over the moves still likely to come on a board with `empty` points.
    pub fn from_clock(turn: Option<Duration>, game_left: Option<Duration>, empty: usize) -> Limits {
        const MARGIN: Duration = Duration::from_millis(30);
        let per_turn = turn.map(|t| t.saturating_sub(MARGIN).max(t / 2));
        let share = game_left.map(|left| {
            let moves_to_come = (empty as u32 / 4).clamp(8, 40);
            left.saturating_sub(MARGIN) / moves_to_come
        });
        let time = match (per_turn, share) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Limits {
            time: time.map(|t| t.max(Duration::from_millis(1))),
            ..Limits::default()
        }
    }
}

/// What the iterative deepening does after a completed iteration of `depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum NextStep {
    /// The next depth, every root move a ply deeper.
    Full,
    /// The next depth for the best move only, unless another move beats it: about 1.6 times
    /// the last iteration's time where a full step takes 2.5.
    Half,
    Stop,
}

/// Don't start an iteration that can't finish in time (one started after 40 % of the move's time
/// rarely does); between 40 % and 62.5 % a half step still may. Node-limited searches (fixed
/// trees for tests and data) and multi-PV searches only take full steps.
pub(super) fn next_step(
    limits: &Limits,
    elapsed: Duration,
    depth: u32,
    multi_pv: usize,
) -> NextStep {
    let Some(time) = limits.time.filter(|_| limits.nodes.is_none()) else {
        return NextStep::Full;
    };
    if elapsed * 5 / 2 <= time {
        NextStep::Full
    } else if multi_pv == 1 && depth >= 4 && elapsed * 8 / 5 <= time {
        NextStep::Half
    } else {
        NextStep::Stop
    }
}

/// The root's VCT attempt gets a tenth of the time, or of the node budget: its deadline from the
/// search's `start`, and its node limit.
pub(super) fn vct_limits(limits: &Limits, start: Instant) -> (Option<Instant>, u64) {
    let deadline = limits.time.map(|t| start + t / 10);
    let nodes = limits.nodes.map_or(300_000, |n| (n / 10).max(1_000));
    (deadline, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budgets_never_exceed_the_turn_or_the_share_of_the_game() {
        let turn = Duration::from_secs(5);
        let limits = Limits::from_clock(Some(turn), None, 200);
        assert!(limits.time.unwrap() < turn);
        let limits = Limits::from_clock(Some(turn), Some(Duration::from_secs(20)), 200);
        assert!(limits.time.unwrap() <= Duration::from_secs(1));
        let limits = Limits::from_clock(None, Some(Duration::from_millis(10)), 100);
        assert!(limits.time.unwrap() <= Duration::from_millis(10));
        assert_eq!(Limits::from_clock(None, None, 100).time, None);
    }

    /// Full steps while an iteration can still finish, a half step a little later, then stop; node
    /// limits and multi-PV keep to full steps.
    #[test]
    fn iterations_take_full_steps_then_a_half_step_then_stop() {
        let move_time = Limits::time(Duration::from_millis(1_000));
        let ms = Duration::from_millis;
        assert_eq!(next_step(&move_time, ms(100), 8, 1), NextStep::Full);
        assert_eq!(next_step(&move_time, ms(400), 8, 1), NextStep::Full);
        assert_eq!(next_step(&move_time, ms(500), 8, 1), NextStep::Half);
        assert_eq!(next_step(&move_time, ms(625), 8, 1), NextStep::Half);
        assert_eq!(next_step(&move_time, ms(700), 8, 1), NextStep::Stop);
        assert_eq!(next_step(&move_time, ms(500), 3, 1), NextStep::Stop);
        assert_eq!(next_step(&move_time, ms(500), 8, 2), NextStep::Stop);
        assert_eq!(
            next_step(&Limits::nodes(1_000), ms(5_000), 8, 1),
            NextStep::Full
        );
        assert_eq!(
            next_step(&Limits::depth(9), ms(5_000), 8, 1),
            NextStep::Full
        );
    }
}
