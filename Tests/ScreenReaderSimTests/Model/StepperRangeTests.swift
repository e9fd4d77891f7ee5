import ScreenReaderSim
import Testing

@Suite struct StepperRangeTests {
    @Test(arguments: [
        (value: 2, steps: 1, expected: 3), (value: 2, steps: -1, expected: 1), (value: 1, steps: -1, expected: 1),
        (value: 10, steps: 1, expected: 10), (value: 9, steps: 3, expected: 10), (value: 2, steps: -5, expected: 1),
    ])
    func movingStepsAndClamps(value: Int, steps: Int, expected: Int) {
        #expect(StepperRange(minimum: 1, maximum: 10).moving(value, by: steps) == expected)
    }

    @Test func movingUsesTheStep() {
        let range = StepperRange(minimum: 0, maximum: 10, step: 3)
        #expect(range.moving(4, by: 1) == 7)
        #expect(range.moving(7, by: 1) == 10)
        #expect(range.moving(2, by: -1) == 0)
    }

    @Test func movingNeverOverflows() {
        let range = StepperRange(minimum: Int.min, maximum: Int.max, step: Int.max)
        #expect(range.moving(Int.max - 1, by: 2) == Int.max)
        #expect(range.moving(Int.min + 1, by: -2) == Int.min)
    }

    @Test func containsChecksBothBounds() {
        let range = StepperRange(minimum: 1, maximum: 3)
        #expect([0, 1, 3, 4].map(range.contains) == [false, true, true, false])
    }

    @Test func steppersStartAtTheirMinimumWhenNoValueIsGiven() {
        #expect(Stepper("Guests", in: 2...9).state == .value(2))
        #expect(Element(.stepper, "Guests").range == StepperRange())
        #expect(Element(.stepper, "Guests").state == .value(0))
    }
}
