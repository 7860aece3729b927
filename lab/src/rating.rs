//! Ratings from match results: a Bradley-Terry (Elo) fit by maximum likelihood, one player held
//! at 0, with each rating's 95 % interval from the fit's information matrix. It calibrates the
//! engine's strength scale (`gomoku-rate`, docs/strength.md): the players are strengths, the
//! results `gomoku-arena` summaries. Draws count half a win for each side.

use std::collections::BTreeMap;
use std::fmt;

/// The games between two players, from the first one's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub first: u32,
    pub second: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Pairing {
    fn games(&self) -> f64 {
        f64::from(self.wins + self.losses + self.draws)
    }

    fn score(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// A player's fitted rating.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub player: u32,
    pub elo: f64,
    /// Half the width of the 95 % interval (0 for the anchor).
    pub margin: f64,
}

/// Why no fit could be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// No games at all, or the anchor never played.
    NoGames,
    /// These players are not joined to the anchor by any chain of games.
    Unconnected(Vec<u32>),
    /// These players won or lost every game they played: their rating has no finite fit.
    Unbounded(Vec<u32>),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::NoGames => write!(f, "no games involve the anchor"),
            RatingError::Unconnected(players) => {
                write!(f, "no games join {players:?} to the anchor")
            }
            RatingError::Unbounded(players) => write!(
                f,
                "{players:?} won or lost every game they played: their Elo is unbounded"
            ),
        }
    }
}

impl std::error::Error for RatingError {}

/// Elo units per natural-log unit of the odds.
const SCALE: f64 = 400.0 / std::f64::consts::LN_10;

fn expected(difference: f64) -> f64 {
    1.0 / (1.0 + (-difference / SCALE).exp())
}

/// Fits every player of `pairings` with `anchor` at 0; the ratings come sorted by player.
pub fn fit(pairings: &[Pairing], anchor: u32) -> Result<Vec<Rating>, RatingError> {
    let pairings: Vec<Pairing> = pairings
        .iter()
        .copied()
        .filter(|p| p.games() > 0.0 && p.first != p.second)
        .collect();
    let mut players: Vec<u32> = pairings.iter().flat_map(|p| [p.first, p.second]).collect();
    players.sort_unstable();
    players.dedup();
    if !players.contains(&anchor) {
        return Err(RatingError::NoGames);
    }
    let index: BTreeMap<u32, usize> = players.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let unconnected = unreachable(&players, &pairings, anchor);
    if !unconnected.is_empty() {
        return Err(RatingError::Unconnected(unconnected));
    }
    let unbounded: Vec<u32> = players
        .iter()
        .copied()
        .filter(|&player| {
            let (mut score, mut games) = (0.0, 0.0);
            for p in &pairings {
                if p.first == player {
                    score += p.score();
                    games += p.games();
                } else if p.second == player {
                    score += p.games() - p.score();
                    games += p.games();
                }
            }
            player != anchor && (score == 0.0 || score == games)
        })
        .collect();
    if !unbounded.is_empty() {
        return Err(RatingError::Unbounded(unbounded));
    }

    // Newton's method on the log-likelihood, the anchor's row and column left out.
    let n = players.len();
    let free: Vec<usize> = (0..n).filter(|&i| players[i] != anchor).collect();
    let mut elo = vec![0.0; n];
    let mut covariance = vec![vec![0.0; free.len()]; free.len()];
    for _ in 0..100 {
        let mut gradient = vec![0.0; n];
        let mut hessian = vec![vec![0.0; n]; n];
        for p in &pairings {
            let (i, j) = (index[&p.first], index[&p.second]);
            let e = expected(elo[i] - elo[j]);
            let g = (p.score() - p.games() * e) / SCALE;
            gradient[i] += g;
            gradient[j] -= g;
            let h = p.games() * e * (1.0 - e) / (SCALE * SCALE);
            hessian[i][i] += h;
            hessian[j][j] += h;
            hessian[i][j] -= h;
            hessian[j][i] -= h;
        }
        let reduced: Vec<Vec<f64>> = free
            .iter()
            .map(|&r| free.iter().map(|&c| hessian[r][c]).collect())
            .collect();
        covariance = invert(reduced);
        let mut largest = 0.0f64;
        for (a, &row) in free.iter().enumerate() {
            let step: f64 = free
                .iter()
                .enumerate()
                .map(|(b, &col)| covariance[a][b] * gradient[col])
                .sum();
            elo[row] += step;
            largest = largest.max(step.abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    Ok(players
        .iter()
        .enumerate()
        .map(|(i, &player)| {
            let margin = free
                .iter()
                .position(|&f| f == i)
                .map_or(0.0, |a| 1.96 * covariance[a][a].sqrt());
            Rating {
                player,
                elo: elo[i],
                margin,
            }
        })
        .collect())
}

/// Players no chain of games joins to `anchor`.
fn unreachable(players: &[u32], pairings: &[Pairing], anchor: u32) -> Vec<u32> {
    let mut reached = vec![anchor];
    let mut grew = true;
    while grew {
        grew = false;
        for p in pairings {
            for (a, b) in [(p.first, p.second), (p.second, p.first)] {
                if reached.contains(&a) && !reached.contains(&b) {
                    reached.push(b);
                    grew = true;
                }
            }
        }
    }
    players
        .iter()
        .copied()
        .filter(|p| !reached.contains(p))
        .collect()
}

/// The inverse of a positive-definite matrix (Gauss-Jordan with partial pivoting).
fn invert(mut matrix: Vec<Vec<f64>>) -> Vec<Vec<f64>> {
    let n = matrix.len();
    let mut inverse: Vec<Vec<f64>> = (0..n)
        .map(|r| (0..n).map(|c| if r == c { 1.0 } else { 0.0 }).collect())
        .collect();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&a, &b| matrix[a][col].abs().total_cmp(&matrix[b][col].abs()))
            .expect("a column to pivot");
        matrix.swap(col, pivot);
        inverse.swap(col, pivot);
        let divisor = matrix[col][col];
        for c in 0..n {
            matrix[col][c] /= divisor;
            inverse[col][c] /= divisor;
        }
        for row in 0..n {
            if row != col {
                let factor = matrix[row][col];
                for c in 0..n {
                    matrix[row][c] -= factor * matrix[col][c];
                    inverse[row][c] -= factor * inverse[col][c];
                }
            }
        }
    }
    inverse
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(first: u32, second: u32, wins: u32, losses: u32, draws: u32) -> Pairing {
        Pairing {
            first,
            second,
            wins,
            losses,
            draws,
        }
    }

    #[test]
    fn one_pairing_gives_the_elo_of_its_score() {
        let ratings = fit(&[pairing(10, 0, 75, 25, 0)], 0).unwrap();
        assert_eq!(ratings[0].player, 0);
        assert_eq!(ratings[0].elo, 0.0);
        // 75 % is +190.8 Elo.
        assert!((ratings[1].elo - 190.85).abs() < 0.1, "{ratings:?}");
        assert!(ratings[1].margin > 50.0 && ratings[1].margin < 100.0);
    }

    #[test]
    fn a_consistent_chain_adds_up_and_draws_count_half() {
        // 0 -> 1: 64 %, 1 -> 2: 64 %, 0 -> 2: 76 % (about +100, +100 and +200).
        let ratings = fit(
            &[
                pairing(1, 0, 64, 36, 0),
                pairing(2, 1, 54, 26, 20),
                pairing(2, 0, 76, 24, 0),
            ],
            0,
        )
        .unwrap();
        let elo: Vec<f64> = ratings.iter().map(|r| r.elo).collect();
        assert!((elo[1] - 100.0).abs() < 15.0, "{elo:?}");
        assert!((elo[2] - 200.0).abs() < 15.0, "{elo:?}");
    }

    #[test]
    fn unjoined_or_unbeaten_players_are_errors() {
        assert_eq!(fit(&[], 0), Err(RatingError::NoGames));
        assert_eq!(
            fit(&[pairing(1, 0, 5, 5, 0), pairing(3, 2, 5, 5, 0)], 0),
            Err(RatingError::Unconnected(vec![2, 3]))
        );
        let unbeaten = fit(&[pairing(1, 0, 10, 0, 0)], 0).unwrap_err();
        assert_eq!(unbeaten, RatingError::Unbounded(vec![1]));
        assert!(unbeaten.to_string().contains("unbounded"));
    }
}
