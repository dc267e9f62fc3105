module github.com/srwiley/oksvg

go 1.17

require (
	github.com/srwiley/rasterx v0.0.0-20210519020934-456a8d69b780
	golang.org/x/image v0.0.0-20211028202545-6944b10bf410
	golang.org/x/net v0.0.0-20211118161319-6a13c67c3ce4
)

require golang.org/x/text v0.3.6 // indirect
