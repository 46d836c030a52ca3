module github.com/cgtgo/cgt

go 1.24.0
