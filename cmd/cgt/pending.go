package main

import "errors"

// plotOctal waits for the library's octal games (branch octal).
func plotOctal(e *env, code string, upto, width, height int, file string, asJSON bool) error {
	return errors.New("octal games are not in the library yet")
}
