//! A position as plain data, as a job carries it.

use serde::{Deserialize, Serialize};

use crate::board::{Board, PlaceError};
use crate::point::{BoardSize, Color, Point};

/// A board as plain data: its stones in the order they were placed and the side to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub size: BoardSize,
    pub stones: Vec<(Point, Color)>,
    pub to_move: Color,
}

impl Position {
    pub fn of(board: &Board) -> Position {
        Position {
            size: board.size(),
            stones: board
                .stones_in_order()
                .filter_map(|point| board.stone(point).map(|color| (point, color)))
                .collect(),
            to_move: board.side_to_move(),
        }
    }

    /// The board again; fails on a stone off the board or on a taken point.
    pub fn to_board(&self) -> Result<Board, PlaceError> {
        let mut board = Board::new(self.size);
        for &(point, color) in &self.stones {
            board.place(point, color)?;
        }
        board.set_side_to_move(self.to_move);
        Ok(board)
    }
}
