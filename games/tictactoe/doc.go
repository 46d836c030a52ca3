// Package tictactoe holds noughts and crosses on a 3×3 board as a game
// for the engines ([Game], [Board], [Parse]). Its 5,478 legal positions
// solve to a draw from the empty board (ties: play ends level).
package tictactoe
