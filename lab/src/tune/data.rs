//! Training samples: each data-file position rebuilt and reduced to its sparse features (how
//! many empty cells of each pcode the side to move and the opponent have), its target and the
//! hand-set evaluation (for comparison).

use std::path::PathBuf;

use gomoku_engine::eval::pcode::{DEAD_PCODE, PCODES, pcode};
use gomoku_engine::eval::weights::SetId;
use gomoku_engine::internals::{Position, hand_evaluate};

use crate::datagen::{DATA_BOARD, DataError, Record, read_data, replay};

/// Feature index of the opponent's pcode `p` is `PCODES + p`; the side to move's is `p`.
pub(crate) const FEATURES: usize = 2 * PCODES;

pub(crate) struct Sample {
    pub(crate) set: SetId,
    pub(crate) game: u64,
    pub(crate) result: f32,
    pub(crate) score: i32,
    /// The hand-set evaluation of the position (style neutral).
    pub(crate) hand: i32,
    /// (feature, count), features ascending; the dead pcode left out.
    pub(crate) features: Vec<(u16, u16)>,
}

impl Sample {
    /// The training target: `lambda` × result + (1 − `lambda`) × the score's win probability.
    pub(crate) fn target(&self, lambda: f64) -> f64 {
        lambda * self.result as f64 + (1.0 - lambda) * sigmoid(self.score as f64 / 400.0)
    }
}

pub(crate) fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Rebuilds a record's position and extracts its features.
pub(crate) fn sample_of(record: &Record) -> Result<Sample, String> {
    let board = replay(&record.moves)?;
    let position = Position::with_learned(&board, record.rule, None);
    let me = board.side_to_move();
    let them = me.opponent();
    let mut counts = vec![0u16; FEATURES];
    for point in DATA_BOARD.points().filter(|&p| board.is_empty(p)) {
        counts[pcode(position.code(point, me))] += 1;
        counts[PCODES + pcode(position.code(point, them))] += 1;
    }
    counts[DEAD_PCODE] = 0;
    counts[PCODES + DEAD_PCODE] = 0;
    let features = counts
        .iter()
        .enumerate()
        .filter(|&(_, &count)| count > 0)
        .map(|(feature, &count)| (feature as u16, count))
        .collect();
    Ok(Sample {
        set: SetId::for_position(record.rule, me),
        game: record.game,
        result: record.result,
        score: record.score,
        hand: hand_evaluate(&position, 100, 100),
        features,
    })
}

/// All samples of the data files, in file order.
pub(crate) fn load_samples(inputs: &[PathBuf]) -> Result<Vec<Sample>, DataError> {
    let mut samples = Vec::new();
    for path in inputs {
        let data = read_data(path)?;
        for (index, record) in data.records.iter().enumerate() {
            let sample = sample_of(record).map_err(|reason| DataError::Malformed {
                path: path.display().to_string(),
                line: 0,
                reason: format!("record {} (game {}): {reason}", index + 1, record.game),
            })?;
            samples.push(sample);
        }
    }
    Ok(samples)
}
