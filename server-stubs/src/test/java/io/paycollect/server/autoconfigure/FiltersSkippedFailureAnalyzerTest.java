package io.paycollect.server.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** The start-up failure names each filter and the three ways out. */
class FiltersSkippedFailureAnalyzerTest {

    @Test
    void namesEachFilterAndSaysHowItShouldRun() {
        FiltersSkippedException failure = new FiltersSkippedException(List.of("'tenantGate' (x.TenantGate, order 1): why",
                "'blockList' (x.BlockList, order 2): why"));

        FailureAnalysis analysis = new FiltersSkippedFailureAnalyzer().analyze(new IllegalStateException(failure));

        assertThat(analysis.getDescription()).contains("'tenantGate'", "'blockList'");
        assertThat(analysis.getAction()).contains("ASYNC", "shouldNotFilterAsyncDispatch()",
                "paycollect.server.filter-order", "paycollect.server.read-body-on-original-dispatch=true");
    }
}
