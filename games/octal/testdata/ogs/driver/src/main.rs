// The timing driver of compare.sh: computes the nim-values of heaps 0..=N
// of an octal game with the ogs crate's RC2 solver and prints the last
// value and a Fletcher-style checksum of all of them, the same line
// values.go prints for cgt.
use ogs::{Game, RC2Solver, Solver, SolverIterations};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game: Game = args[1].parse().ok().expect("an octal code");
    let n: usize = args[2].parse().expect("a heap count");
    let mut s = RC2Solver::<true, SolverIterations>::with_capacity(game, n + 1);
    for _ in s.by_ref().take(n + 1) {}
    let (mut lo, mut hi) = (0u16, 0u16);
    for v in s.nimbers() {
        lo = lo.wrapping_add(*v);
        hi = hi.wrapping_add(lo);
    }
    println!("last {} checksum {:08X}", s.nimbers().last().unwrap(), ((hi as u32) << 16) | lo as u32);
}
