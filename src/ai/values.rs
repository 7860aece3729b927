//! What the engine has said about each position it searched (the AI's moves, hints, analysis),
//! kept by position so the evaluation graph can show black's winning chance along the game.

use std::collections::HashMap;

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::Score;

use super::worker::Analysis;
use crate::Frame;
use crate::session::Session;

/// Searches shallower than this say too little to be drawn.
const MIN_DEPTH: u32 = 3;

/// Black's winning chance by position (the board's hash), from the deepest search seen there.
#[derive(Resource, Default, Debug, Clone)]
pub struct PositionValues {
    by_position: HashMap<u64, (u32, f32)>,
}

impl PositionValues {
    /// Black's winning chance in the position with this hash, if a search looked at it.
    pub fn black_chance(&self, position: u64) -> Option<f32> {
        self.by_position.get(&position).map(|&(_, chance)| chance)
    }

    /// Keeps `chance` unless a deeper search already spoke for the position.
    pub fn record(&mut self, position: u64, depth: u32, chance: f32) {
        let entry = self.by_position.entry(position).or_insert((depth, chance));
        if depth >= entry.0 {
            *entry = (depth, chance);
        }
    }
}

/// Black's winning chance from a score for the side to move.
pub fn black_chance(score: Score, to_move: Stone) -> f32 {
    let chance = score.win_probability();
    match to_move {
        Stone::Black => chance,
        Stone::White => 1.0 - chance,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PositionValues>()
        .add_systems(Update, record_values.in_set(Frame::Values));
}

/// Stores the analysis line of the position on the board, as it comes in.
fn record_values(
    analysis: Res<Analysis>,
    session: Res<Session>,
    mut values: ResMut<PositionValues>,
) {
    if !analysis.is_changed() || analysis.generation != session.generation() {
        return;
    }
    let (Some(line), Some(color)) = (analysis.line(), analysis.color) else {
        return;
    };
    if line.depth < MIN_DEPTH && !line.score.is_win() && !line.score.is_loss() {
        return;
    }
    values.record(
        session.game().board().hash(),
        line.depth,
        black_chance(line.score, color),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_searches_win_and_chances_are_blacks() {
        let mut values = PositionValues::default();
        values.record(7, 5, 0.6);
        values.record(7, 3, 0.1);
        assert_eq!(values.black_chance(7), Some(0.6));
        values.record(7, 9, 0.7);
        assert_eq!(values.black_chance(7), Some(0.7));
        assert_eq!(values.black_chance(8), None);
        assert_eq!(black_chance(Score::Win(3), Stone::White), 0.0);
        assert_eq!(black_chance(Score::Eval(0), Stone::Black), 0.5);
    }
}
