import Lab
import Testing

@testable import LabTools

/// The change-cost table's figures come from git's own count.
@Suite("ChangeCost")
struct ChangeCostTests {
    @Test func gitsShortstatIsReadFieldByField() {
        #expect(
            ChangeCost.parse(" 8 files changed, 105 insertions(+), 22 deletions(-)\n")
                == ChangeCost(files: 8, added: 105, removed: 22))
        #expect(
            ChangeCost.parse(" 1 file changed, 30 insertions(+)\n")
                == ChangeCost(files: 1, added: 30, removed: 0))
        #expect(ChangeCost.parse("") == ChangeCost())
    }
}
