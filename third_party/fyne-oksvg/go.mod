module github.com/fyne-io/oksvg

go 1.19

require (
	github.com/srwiley/rasterx v0.0.0-20220730225603-2ab79fcdd4ef
	golang.org/x/image v0.24.0
	golang.org/x/net v0.35.0
)

require golang.org/x/text v0.22.0 // indirect
