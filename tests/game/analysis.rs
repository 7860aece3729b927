//! The analysis board, headless: infinite analysis runs on the shown position with no limit,
//! follows the position when it changes, stops when switched off, and never blocks a frame.

use std::time::{Duration, Instant};

use crate::support::analysis::*;
use crate::support::*;
use gomoku::ai::{AiWorker, Analysis, InfiniteAnalysis, Purpose};
use gomoku::editor::{Brush, EditorCommand, EditorExit, EditorProblem};
use gomoku::review::{GameReviewRun, ReviewCommand, ReviewState};
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, LineCommand, Session};
use gomoku::settings::Mode;
use gomoku::sides::Stone;
use gomoku_engine::review::Verdict;
use gomoku_engine::setup::SetupError;

#[test]
fn analysis_thinks_without_a_limit_and_deepens_while_frames_keep_coming() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    // No forced result within reach here (white to move after h8i9h9h10i8g10j7 wins, and the
    // search proves that in about 0.3 s, so the analysis stops there).
    game.load("h8i9h9h10i8", Screen::Playing);
    set_analysis(&mut game, true);
    assert!(analysing(&game));
    let longest = run(&mut game, Duration::from_millis(2500));
    assert!(
        analysing(&game),
        "still thinking after 2.5 s: no time limit"
    );
    assert!(depth(&game) >= 6, "depth {}", depth(&game));
    assert!(
        longest < Duration::from_millis(500),
        "an update took {longest:?}"
    );
    assert_eq!(game.stones().len(), 5, "analysis plays nothing");
}

#[test]
fn a_new_position_restarts_the_analysis_on_it() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8i9h9h10", Screen::Playing);
    set_analysis(&mut game, true);
    run(&mut game, Duration::from_millis(300));
    let first = game
        .app
        .world()
        .resource::<AiWorker>()
        .thinking_generation();
    game.click("i8");
    game.app.update();
    let generation = game.app.world().resource::<Session>().generation();
    assert!(analysing(&game));
    assert_eq!(
        game.app
            .world()
            .resource::<AiWorker>()
            .thinking_generation(),
        Some(generation)
    );
    assert_ne!(first, Some(generation));
    // Jumping back in the move list (review) analyses that position too.
    game.command(GameCommand::JumpTo(2));
    assert_eq!(game.screen(), Screen::Review);
    game.app.update();
    assert!(analysing(&game));
    assert_eq!(
        game.app.world().resource::<Analysis>().generation,
        game.app.world().resource::<Session>().generation()
    );
}

#[test]
fn switching_off_stops_it_and_the_engine_still_plays_its_own_moves() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.level = gomoku_engine::Level::Medium;
    });
    game.start();
    set_analysis(&mut game, true);
    assert!(analysing(&game), "the person is to move: analysis runs");
    game.click("h8");
    // The engine's reply comes first; analysis resumes once the person is to move again.
    let started = Instant::now();
    while game.stones().len() < 2 {
        assert!(started.elapsed() < Duration::from_secs(20), "no reply");
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    game.app.update();
    assert!(analysing(&game));
    set_analysis(&mut game, false);
    assert_eq!(game.app.world().resource::<AiWorker>().thinking(), None);
}

#[test]
fn leaving_for_the_menu_or_the_editor_stops_the_analysis() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8i9h9h10", Screen::Review);
    set_analysis(&mut game, true);
    assert!(analysing(&game));
    game.app
        .world_mut()
        .resource_mut::<bevy::prelude::NextState<Screen>>()
        .set(Screen::Menu);
    game.app.update();
    game.app.update();
    assert_eq!(game.screen(), Screen::Menu);
    assert!(!analysing(&game), "no search behind the menu");
    game.command(GameCommand::Review);
    game.app.update();
    assert!(analysing(&game), "back on the board, the toggle still on");
    edit(&mut game, EditorCommand::Open);
    assert!(!analysing(&game), "the editor switches it off");
    assert!(!game.app.world().resource::<InfiniteAnalysis>().on);
}

#[test]
fn a_proved_result_ends_the_analysis() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    // Black to move has an open three: a forced win the solvers prove at once.
    game.load("h8a1i8a2j8a15", Screen::Playing);
    set_analysis(&mut game, true);
    until_finished(&mut game);
    let line = game
        .app
        .world()
        .resource::<Analysis>()
        .line()
        .cloned()
        .unwrap();
    assert!(line.score.is_win(), "{:?}", line.score);
    // Finished: it does not start again on the same position.
    run(&mut game, Duration::from_millis(200));
    assert!(!analysing(&game));
}

#[test]
fn what_the_engine_finds_is_kept_for_the_evaluation_graph() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8a1i8a2j8a15", Screen::Playing);
    set_analysis(&mut game, true);
    until_finished(&mut game);
    game.app.update();
    let hash = game.app.world().resource::<Session>().game().board().hash();
    let values = game.app.world().resource::<gomoku::ai::PositionValues>();
    // Black to move with an open three: a proved win for black.
    assert_eq!(values.black_chance(hash), Some(1.0));
    let start = gomoku_engine::Board::new(gomoku_engine::BoardSize::STANDARD).hash();
    assert_eq!(values.black_chance(start), None, "never searched");
}

#[test]
fn the_best_moves_are_marked_on_the_board_for_one_to_five_lines() {
    let _turn = turn();
    let mut game = game_with_marks(Mode::HumanVsHuman);
    game.load("h8i9h9h10i8", Screen::Playing);
    for lines in 1..=5 {
        game.prefer(|p| p.analysis_lines = lines as u8);
        set_analysis(&mut game, true);
        until_lines(&mut game, lines, 3);
        game.app.update();
        let analysis = game.app.world().resource::<Analysis>().clone();
        let shown = marks(&mut game);
        assert_eq!(shown.len(), lines, "{shown:?}");
        for (rank, ((point, mark_rank, label), line)) in
            shown.iter().zip(&analysis.lines).enumerate()
        {
            assert_eq!(*mark_rank, rank);
            assert_eq!(
                Some(point),
                line.pv.first(),
                "mark {rank} is line {rank}'s move"
            );
            assert_eq!(*label, line.short_value());
            assert!(
                game.app
                    .world()
                    .resource::<Session>()
                    .game()
                    .board()
                    .is_empty(*point)
            );
        }
        let mut points: Vec<_> = shown.iter().map(|m| m.0).collect();
        points.sort();
        points.dedup();
        assert_eq!(points.len(), lines, "one mark per move");
        assert_eq!(
            analysis.line().and_then(|l| l.pv.first()),
            Some(&shown[0].0),
            "the best move is the analysis' answer"
        );
        // Switched off, the last marks stay for this position.
        set_analysis(&mut game, false);
        game.app.update();
        assert_eq!(marks(&mut game).len(), lines);
    }
}

#[test]
fn a_new_position_clears_the_marks_and_a_new_count_restarts_the_analysis() {
    let _turn = turn();
    let mut game = game_with_marks(Mode::HumanVsHuman);
    game.load("h8i9h9h10", Screen::Playing);
    game.prefer(|p| p.analysis_lines = 2);
    set_analysis(&mut game, true);
    until_lines(&mut game, 2, 3);
    game.prefer(|p| p.analysis_lines = 4);
    until_lines(&mut game, 4, 3);
    game.app.update();
    assert_eq!(marks(&mut game).len(), 4);
    set_analysis(&mut game, false);
    game.click("i8");
    game.app.update();
    assert!(
        marks(&mut game).is_empty(),
        "no marks for a position not analysed"
    );
}

#[test]
fn the_editor_refuses_a_five_and_impossible_counts_and_loses_nothing() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8i9", Screen::Playing);
    edit(&mut game, EditorCommand::Open);
    assert_eq!(game.screen(), Screen::Edit);
    edit(&mut game, EditorCommand::Clear);
    for point in ["a1", "b1", "c1", "d1", "e1"] {
        game.click(point);
    }
    edit(&mut game, EditorCommand::SetBrush(Brush::White));
    for point in ["f3", "g3", "h3", "i3"] {
        game.click(point);
    }
    assert_eq!(game.stones().len(), 9, "the board shows the edited stones");
    assert_eq!(editor(&game).to_move, Stone::White, "the counts decide it");
    edit(&mut game, EditorCommand::Finish(EditorExit::BothSides));
    let problem = editor(&game).problem;
    assert!(
        matches!(
            problem,
            Some(EditorProblem::Setup(SetupError::Five {
                color: Stone::Black,
                ..
            }))
        ),
        "{problem:?}"
    );
    let text = gomoku::editor::problem_text(
        problem.as_ref().unwrap(),
        gomoku::i18n::Language::English,
        gomoku_engine::BoardSize::STANDARD,
    );
    assert!(text.contains("Black already has five in a row"), "{text}");
    assert_eq!(game.screen(), Screen::Edit, "still editing");
    assert_eq!(editor(&game).stones.len(), 9, "nothing lost");
    assert_eq!(game.app.world().resource::<Session>().game().ply(), 2);

    // Take one black stone off: 4 and 4, so black is to move; white is refused.
    edit(&mut game, EditorCommand::SetBrush(Brush::Erase));
    game.click("e1");
    assert_eq!(editor(&game).to_move, Stone::Black);
    edit(&mut game, EditorCommand::SetToMove(Stone::White));
    edit(&mut game, EditorCommand::Finish(EditorExit::AgainstAi));
    let problem = editor(&game).problem;
    assert!(
        matches!(
            problem,
            Some(EditorProblem::Setup(SetupError::Counts {
                black: 4,
                white: 4,
                ..
            }))
        ),
        "{problem:?}"
    );
    assert_eq!(game.screen(), Screen::Edit);

    // With black to move it is a game: the person plays black against the engine.
    edit(&mut game, EditorCommand::SetToMove(Stone::Black));
    edit(&mut game, EditorCommand::Finish(EditorExit::AgainstAi));
    assert_eq!(game.screen(), Screen::Playing);
    let setup = game.app.world().resource::<gomoku::settings::GameSetup>();
    assert_eq!(setup.mode, Mode::HumanVsAi);
    assert_eq!(setup.human_color, Stone::Black);
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.game().ply(), 8);
    assert_eq!(session.game().to_move(), Stone::Black);
    assert_eq!(session.undo_floor(), 8, "undo stops at the set position");
    assert_eq!(game.stones().len(), 8);
}

#[test]
fn cancelling_the_editor_returns_to_the_game_and_a_pasted_position_can_be_analysed() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.load("h8i9h9", Screen::Review);
    edit(&mut game, EditorCommand::Open);
    assert_eq!(
        editor(&game).stones.len(),
        3,
        "it starts from the shown position"
    );
    game.click("a1");
    game.click("h8");
    assert_eq!(game.stones().len(), 3, "a1 added, h8 taken off");
    edit(&mut game, EditorCommand::Cancel);
    assert_eq!(game.screen(), Screen::Review);
    let shown: Vec<String> = game
        .stones()
        .iter()
        .map(|(s, _)| {
            gomoku_engine::notation::format_point(s.point, gomoku_engine::BoardSize::STANDARD)
        })
        .collect();
    assert_eq!(shown, ["h8", "i9", "h9"], "the game as it was");

    edit(&mut game, EditorCommand::Open);
    edit(
        &mut game,
        EditorCommand::Paste("h8 and then some junk".to_owned()),
    );
    assert!(matches!(
        editor(&game).problem,
        Some(EditorProblem::Paste(_))
    ));
    assert_eq!(editor(&game).stones.len(), 3, "a bad paste changes nothing");
    edit(&mut game, EditorCommand::Paste("j10k11j11".to_owned()));
    assert_eq!(editor(&game).stones.len(), 3);
    assert_eq!(editor(&game).to_move, Stone::White);
    edit(&mut game, EditorCommand::Finish(EditorExit::Analyse));
    assert_eq!(game.screen(), Screen::Playing);
    game.app.update();
    assert!(analysing(&game), "analysis runs on the set position");
    assert_eq!(game.app.world().resource::<Session>().game().ply(), 3);
    set_analysis(&mut game, false);
}

#[test]
fn the_review_marks_a_missed_vcf_and_proposes_the_winning_move() {
    let _turn = turn();
    let mut game = reviewing(MISSED_VCF, 100);
    // Browsing meanwhile does not disturb the review.
    game.command(GameCommand::JumpTo(4));
    assert!(matches!(review_state(&game), ReviewState::Running(_)));
    until_reviewed(&mut game);
    let run = game.app.world().resource::<GameReviewRun>().clone();
    let session = game.app.world().resource::<Session>();
    let done = run.of(session).expect("a review of this game");
    let miss = &done.review.moves[10];
    let k8 = game.point("k8");
    assert_eq!(miss.mover, Stone::Black);
    assert_eq!(miss.missed_win.as_ref().map(|line| line[0]), Some(k8));
    assert_eq!(miss.best, Some(k8), "the better move is the win");
    assert_eq!(miss.verdict, Verdict::Blunder);
    assert_eq!(session.game().ply(), 4, "the game is where it was left");
    assert_eq!(session.game().total_plies(), 11);
    // The evaluation graph has every position now.
    let values = game.app.world().resource::<gomoku::ai::PositionValues>();
    let options = session.game().options();
    let moves = session.game().all_moves();
    for ply in 0..=moves.len() {
        let board = gomoku_engine::Game::from_moves(options, &moves[..ply]).unwrap();
        assert!(
            values.black_chance(board.board().hash()).is_some(),
            "ply {ply}"
        );
    }
}

#[test]
fn a_review_can_be_cancelled_and_leaves_the_game_untouched() {
    let _turn = turn();
    let mut game = reviewing("h8i9h9h10i8g10j7k6g8", 1000);
    let before = game.app.world().resource::<Session>().game().clone();
    assert_eq!(
        game.app.world().resource::<AiWorker>().thinking(),
        Some(Purpose::Review)
    );
    let ReviewState::Running(running) = review_state(&game) else {
        panic!("not running");
    };
    assert_eq!(running.progress(), (0, 10));
    assert_eq!(running.remaining(), Duration::from_secs(10));
    game.app.world_mut().write_message(ReviewCommand::Cancel);
    game.app.update();
    assert!(matches!(review_state(&game), ReviewState::Idle));
    assert_eq!(game.app.world().resource::<AiWorker>().thinking(), None);
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.game().all_moves(), before.all_moves());
    assert_eq!(session.game().ply(), before.ply());
    assert_eq!(game.screen(), Screen::Review);
}

#[test]
fn a_finished_review_is_kept_with_the_game_and_comes_back_without_a_new_search() {
    let _turn = turn();
    let mut game = reviewing(MISSED_VCF, 100);
    until_reviewed(&mut game);
    game.app.update();
    let reviewed = {
        let session = game.app.world().resource::<Session>();
        game.app
            .world()
            .resource::<GameReviewRun>()
            .of(session)
            .cloned()
            .expect("reviewed")
    };
    // The autosave kept it in the game record: a restart shows it again, and nothing runs.
    let dir = game.dir.clone();
    drop(game);
    let mut again = TestGame::in_dir(dir.clone(), None);
    again.app.update();
    let session = again.app.world().resource::<Session>();
    assert_eq!(session.game().all_moves(), reviewed.moves);
    let run = again.app.world().resource::<GameReviewRun>();
    assert_eq!(run.of(session), Some(&reviewed));
    assert_eq!(again.app.world().resource::<AiWorker>().thinking(), None);
    // The record on disk holds it; saving the JSON text elsewhere and opening it restores it too.
    let text = std::fs::read_to_string(dir.join("current-game.json")).unwrap();
    let review = gomoku::persistence::parse_extras(&text)
        .review
        .expect("stored in the record");
    assert_eq!(*review, reviewed.review);
}

#[test]
fn a_move_in_review_starts_a_variation_and_loses_neither_the_main_line_nor_the_redo_moves() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.load("h8i9h9h10i8", Screen::Review);
    let main = line_of("h8i9h9h10i8");
    game.command(GameCommand::JumpTo(2));
    game.click("j10");
    assert_eq!(
        game.screen(),
        Screen::Review,
        "exploring, the engine stays paused"
    );
    {
        let session = game.app.world().resource::<Session>();
        assert_eq!(session.game().all_moves(), line_of("h8i9j10"));
        assert!(!session.on_main_line());
        assert_eq!(session.tree().main_line(), main, "the main line is kept");
        let others = session.alternatives();
        assert_eq!(others.len(), 1);
        assert_eq!((others[0].ply, others[0].line.clone()), (2, main.clone()));
    }
    // Back to the main line where it left it: the redo moves are all there.
    game.command(GameCommand::Line(LineCommand::Show {
        line: main.clone(),
        ply: 3,
    }));
    {
        let session = game.app.world().resource::<Session>();
        assert_eq!(session.game().all_moves(), main);
        assert_eq!(session.game().ply(), 3);
        assert_eq!(session.variations(), vec![line_of("h8i9j10")]);
    }
    // The branch survives a restart (the game record keeps it) and can become the main line.
    gomoku::persistence::save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let mut again = TestGame::in_dir(dir, None);
    again.app.update();
    let branch = line_of("h8i9j10");
    {
        let session = again.app.world().resource::<Session>();
        assert_eq!(session.tree().main_line(), main);
        assert_eq!(session.variations(), vec![branch.clone()]);
    }
    again.command(GameCommand::Line(LineCommand::Show {
        line: branch.clone(),
        ply: 3,
    }));
    again.command(GameCommand::Line(LineCommand::Promote));
    {
        let session = again.app.world().resource::<Session>();
        assert_eq!(session.tree().main_line(), branch);
        assert!(session.on_main_line());
        assert_eq!(session.variations(), vec![main.clone()]);
    }
    // Deleting the other line leaves one line; the main line cannot be deleted.
    again.command(GameCommand::Line(LineCommand::Show {
        line: main.clone(),
        ply: 5,
    }));
    again.command(GameCommand::Line(LineCommand::DeleteBranch));
    let session = again.app.world().resource::<Session>();
    assert_eq!(session.tree().lines(), vec![branch.clone()]);
    assert_eq!(session.game().all_moves(), branch);
    assert_eq!(session.game().ply(), 2, "shown where the deleted line left");
    again.command(GameCommand::Line(LineCommand::DeleteBranch));
    assert_eq!(
        again.app.world().resource::<Session>().notice,
        Some(gomoku::session::Notice::MainLine)
    );
}
