import Testing

@testable import ExampleShop

/// What `ExampleApp` prints for its arguments and input.
@MainActor
@Suite struct CommandLineTests {
    /// One run of the command: its exit status, standard output and standard error.
    struct Run {
        var status: Int32
        var output: String
        var errors: [String]
    }

    func run(_ arguments: [String], input: [String] = []) async -> Run {
        var lines = input[...]
        var output: [String] = []
        var errors: [String] = []
        let status = await ShopCommand.run(
            arguments: arguments, readLine: { lines.popFirst() }, write: { output.append($0) },
            writeError: { errors.append($0) })
        return Run(status: status, output: output.joined(separator: "\n"), errors: errors)
    }

    @Test func noArgumentsPlaysTheTour() async {
        let run = await run([])
        #expect(run.status == 0)
        #expect(run.output == (await Tour.play()))
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"]])
    func helpPrintsTheUsageAndEveryRoute(arguments: [String]) async {
        let run = await run(arguments)
        #expect(run.status == 0)
        #expect(run.output == ShopCommand.usage)
        #expect(run.output.hasPrefix("USAGE: ExampleApp [--interactive | --help | <url> ...]"))
        for pattern in ShopRoutes.all {
            #expect(run.output.contains("\n  \(pattern)"))
        }
    }

    @Test func urlArgumentsAreOpenedInTurnOnOneShop() async {
        let run = await run(["app://product/42", "app://user/limboy"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                [1] open app://product/42
                  - loaded product 42 (Towel, $12.50) in prepare()
                  - cold start: set the stack to products → product/42, so Back leads to the list
                  stack
                  ├─ products
                  └─ product/42

                [2] open app://user/limboy
                  - pushed user/limboy
                  stack
                  ├─ products
                  ├─ product/42
                  └─ user/limboy
                """)
    }

    @Test func anUnhandledURLArgumentFailsTheRun() async {
        let run = await run(["app://products", "app://nowhere"])
        #expect(run.status == ShopCommand.unhandledURL)
        #expect(
            run.output.hasSuffix(
                "[2] open app://nowhere\n  - not found: no route for \"app://nowhere\"\n  stack\n  └─ products"))
    }

    @Test(arguments: [["--verbose"], ["app://products", "-x"], ["--interactive", "app://products"]])
    func unknownOptionsPrintTheUsageToStandardError(arguments: [String]) async {
        let run = await run(arguments)
        #expect(run.status == ShopCommand.usageError)
        #expect(run.output.isEmpty)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("error: unexpected option '-") == true)
        #expect(run.errors.first?.hasSuffix(ShopCommand.usage) == true)
    }

    @Test func interactiveModeReportsEachLineUntilQuit() async {
        let run = await run(
            ["--interactive"], input: ["app://products", "", "  app://product/2  ", "quit", "app://product/3"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                Type an app URL per line (such as app://product/42); "quit" or end of input stops.

                [1] open app://products
                  - cold start: set the stack to products
                  stack
                  └─ products

                [2] open app://product/2
                  - loaded product 2 (Mug, $9.50) in prepare()
                  - pushed product/2
                  stack
                  ├─ products
                  └─ product/2
                """)
    }

    @Test func interactiveModeStopsAtTheEndOfInput() async {
        let run = await run(["-i"], input: ["app://nowhere", "app://settings?debug=1"])
        #expect(run.status == 0)
        #expect(run.output.contains("[1] open app://nowhere\n  - not found: no route for \"app://nowhere\""))
        #expect(
            run.output.hasSuffix(
                "[2] open app://settings?debug=1\n  - Settings.debugMode is now true (no screen change)\n  stack\n  └─ (empty)"
            ))
    }

    @Test func interactiveModeWithoutInputPrintsOnlyTheIntroduction() async {
        let run = await run(["--interactive"])
        #expect(run.status == 0)
        #expect(run.output == "Type an app URL per line (such as app://product/42); \"quit\" or end of input stops.")
    }
}
